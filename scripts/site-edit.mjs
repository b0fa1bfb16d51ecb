// The back office's settings form sent as a browser sends it: read the page, keep every control's
// value, change some, post it with the page's Origin. Shared by the system test of an edit on two
// instances and the bench that times it (plain JavaScript: the bench runs on node alone).

const ENTITIES = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };

/** The `<form>` holding `marker`, as the browser would submit it: its inputs, text areas and lists. */
export function formFields(html, marker) {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`no form holds ${marker}`);
  const form = html.slice(html.lastIndexOf("<form", at), html.indexOf("</form>", at));
  const attr = (tag, name) =>
    new RegExp(`\\s${name}="([^"]*)"`)
      .exec(tag)?.[1]
      ?.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, entity) => ENTITIES[entity]);
  const flag = (tag, name) => new RegExp(`\\s${name}(="[^"]*")?[\\s/>]`).test(tag);
  const fields = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attr(tag, "name");
    const checkbox = attr(tag, "type") === "checkbox";
    if (!name || flag(tag, "disabled") || (checkbox && !flag(tag, "checked"))) continue;
    fields.append(name, attr(tag, "value") ?? (checkbox ? "on" : ""));
  }
  const decode = (text) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e) => ENTITIES[e]);
  for (const [, tag, text] of form.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const name = attr(tag, "name");
    // The browser drops one newline that opens a textarea's content.
    if (name && !flag(tag, "disabled")) fields.append(name, decode(text).replace(/^\n/, ""));
  }
  for (const [, tag, options] of form.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attr(tag, "name");
    if (!name || flag(tag, "disabled")) continue;
    const all = [...options.matchAll(/<option\b[^>]*>/g)].map(([option]) => option);
    const chosen = all.find((option) => flag(option, "selected")) ?? all[0];
    if (chosen) fields.append(name, attr(chosen, "value") ?? "");
  }
  return fields;
}

/**
 * Saves the settings with `changes` (control name to value) on the server at `url` (an instance
 * reached directly), signed in with `cookie`. Returns the save's answer: 302 to `?done=saved`.
 */
export async function saveSettings(url, cookie, changes) {
  const page = await fetch(`${url}/admin/settings`, { headers: { cookie } });
  if (page.status !== 200) throw new Error(`/admin/settings answered ${page.status}`);
  const form = formFields(await page.text(), 'name="intent" value="save"');
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  const saved = await fetch(`${url}/admin/settings`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: url, "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
  await saved.arrayBuffer();
  return { status: saved.status, location: saved.headers.get("location"), form };
}

/** "+32 71 23 45 67" as the tap-to-call link writes it. */
export const telOf = (phone) => `tel:${phone.replace(/[^\d+]/g, "")}`;
