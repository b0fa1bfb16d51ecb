// An article with five pictures: a production server of its own (PostgreSQL as deployed,
// else the embedded database), five 3000 x 2000 camera-like photos put in its media library
// through the upload form, their alternative texts in both languages through the picture's page,
// and a published French article placing them, written through the article editor's form.
// The Lighthouse, phone and nginx phases then measure that server.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { postgresUrl } from "./cluster.mjs";
import { env, log, options, resultsDir, root } from "./context.mjs";
import { waitFor200 } from "./http.mjs";
import { addAccount, cameraJpeg, multipartPhoto, send, signIn } from "./media-upload.mjs";
import { freePort, onCleanup, startChild } from "./processes.mjs";
import { int } from "./report.mjs";

export const PICTURE_ARTICLE_SLUG = "chantier-skid-nep-en-cinq-photos";

/** The five photos: file name, scene, alternative texts and caption in French and English. */
const PHOTOS = [
  {
    file: "DSC_4021.jpg",
    scene: { sky: "#1a4066", light: 0.3 },
    altFr: "Skid de nettoyage en place monté sur son châssis inox, vu de face",
    altEn: "Clean-in-place skid mounted on its stainless frame, front view",
    captionFr: "Le skid NEP avant son raccordement",
    captionEn: "The CIP skid before its connection",
  },
  {
    file: "DSC_4022.jpg",
    scene: { sky: "#3d4a2f", light: 0.7 },
    altFr: "Soudeur réalisant une soudure orbitale sur une tuyauterie inox de 2 pouces",
    altEn: "Welder making an orbital weld on a 2-inch stainless pipe",
    captionFr: "Soudure orbitale sous argon",
    captionEn: "Orbital welding under argon",
  },
  {
    file: "DSC_4023.jpg",
    scene: { sky: "#5a2e1f", light: 0.5 },
    altFr: "Rack de tuyauteries le long du mur de la salle de process",
    altEn: "Pipe rack along the wall of the process room",
    captionFr: "",
    captionEn: "",
  },
  {
    file: "DSC_4024.jpg",
    scene: { sky: "#26263a", light: 0.2 },
    altFr: "Armoire électrique ouverte avec l'automate et ses cartes d'entrées-sorties",
    altEn: "Open control cabinet with the PLC and its input-output cards",
    captionFr: "L'armoire de commande du skid",
    captionEn: "The skid's control cabinet",
  },
  {
    file: "DSC_4025.jpg",
    scene: { sky: "#1f4d4a", light: 0.8 },
    altFr: "Technicien contrôlant l'écran de supervision pendant la mise en service",
    altEn: "Technician checking the supervision screen during commissioning",
    captionFr: "Mise en service avec le client",
    captionEn: "Commissioning with the client",
  },
];

const PARAGRAPH =
  "Le skid a été préfabriqué dans notre atelier, testé sous pression puis livré en un seul " +
  "bloc. Les tuyauteries inox 316L sont soudées en orbital et chaque soudure est tracée dans " +
  "le dossier de fabrication, avec le certificat matière des tubes et des raccords.";

/** The article's Markdown: an introduction, then a section per picture, as an author writes it. */
function articleMarkdown(pictures) {
  const sections = ["Préfabrication", "Soudage", "Tuyauteries", "Automatisme", "Mise en service"];
  return [
    "Retour en images sur un chantier de nettoyage en place pour une laiterie wallonne, de " +
      "l'atelier à la mise en service.",
    ...pictures.flatMap((picture, i) => [
      `## ${sections[i]}`,
      `![${PHOTOS[i].altFr}](/media/${picture.id}/${picture.stem})`,
      PARAGRAPH,
      PARAGRAPH,
    ]),
  ].join("\n\n");
}

/** Starts the server, fills its library and publishes the article; { base, path, host, stop }. */
export async function pictureArticle(tmp) {
  const postgres = await postgresUrl("pictures");
  const siteEnv = { ...env, NODE_ENV: "production", LOG_LEVEL: "warn", TRUST_PROXY: "loopback" };
  if (postgres.url) siteEnv.DATABASE_URL = postgres.url;
  else {
    delete siteEnv.DATABASE_URL;
    siteEnv.DATA_DIR = join(tmp, "pglite-pictures");
  }
  await addAccount(siteEnv, "pictures-cli.log");
  const port = await freePort(0);
  const logFile = join(resultsDir, "pictures-server.log");
  writeFileSync(logFile, "");
  const child = startChild(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...siteEnv, PORT: String(port), HOST: "127.0.0.1" },
    logFile,
  });
  onCleanup(() => child.stop());
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(`${base}/healthz`, {
    timeoutMs: options.startTimeout * 1000,
    isDead: () => child.exitCode !== null,
  });
  const { cookie, origin } = await signIn(base);
  const form = (values) => ({
    method: "POST",
    headers: { ...origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  });

  const pictures = [];
  let bytes = 0;
  for (const photo of PHOTOS) {
    const jpeg = await cameraJpeg(3000, 2000, photo.scene);
    bytes += jpeg.length;
    const { body, contentType } = multipartPhoto(photo.file, jpeg);
    const upload = await send(base, "/admin/media", {
      method: "POST",
      headers: { ...origin, cookie, "content-type": contentType },
      body,
    });
    const page = String(upload.headers.location ?? "").split("?")[0];
    const id = /^\/admin\/media\/(\d+)$/.exec(page)?.[1];
    if (upload.status !== 302 || !id) throw new Error(`the upload answered ${upload.status}`);
    const { file, scene, ...texts } = photo;
    const saved = await send(base, page, form(texts));
    if (saved.status !== 302) throw new Error(`the picture's texts answered ${saved.status}`);
    pictures.push({
      id,
      stem: file
        .toLowerCase()
        .replace(/\.jpg$/, "")
        .replace("_", "-"),
    });
  }
  log(`  five 3000 x 2000 photos uploaded, ${int(bytes / 5)} B each on average`);

  const created = await send(
    base,
    "/admin/articles/new",
    form({
      title: "Un skid NEP de l'atelier à la mise en service, en cinq photos",
      slug: PICTURE_ARTICLE_SLUG,
      excerpt: "Préfabrication, soudage orbital, tuyauteries, automatisme et mise en service.",
      category: "Réalisations",
      tags: "NEP, inox, soudage",
      language: "fr",
      counterpart: "",
      markdown: articleMarkdown(pictures),
      publishedAt: "",
      publishAt: "",
      intent: "publish",
    }),
  );
  if (created.status !== 302) throw new Error(`publishing the article answered ${created.status}`);
  const path = `/blog/${PICTURE_ARTICLE_SLUG}`;
  const article = await send(base, path);
  const figures = article.body.toString().match(/<figure class="article-picture">/g) ?? [];
  if (article.status !== 200 || figures.length !== PHOTOS.length) {
    throw new Error(`${path} answered ${article.status} with ${figures.length} pictures`);
  }
  log(`  ${path} published with ${figures.length} pictures`);
  return {
    base,
    path,
    host: `127.0.0.1:${port}`,
    database: postgres.url ? "PostgreSQL" : `PGlite (${postgres.reason})`,
    photoBytes: bytes / PHOTOS.length,
    stop: () => child.stop(),
  };
}
