import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_FORM, MAX_DOCUMENT_BYTES } from "~/admin/documents/upload-limits";
import { bodyBounds, DEFAULT_BODY_BOUND } from "../../../../server/body-bounds";
import { routeManifest } from "../../../../tests/integration/route-manifest";

/**
 * The document library's forms stream one PDF of 20 MB with their fields, as their routes
 * declare (server/body-bounds.ts); the public download and the delete page stay at the default.
 */

let manifest: ServerBuild["routes"];
beforeAll(async () => {
  manifest = await routeManifest();
}, 120_000);

const boundOf = (path: string) => bodyBounds(manifest)({ originalUrl: path });

describe("the document library's body bounds", () => {
  it("streams the new document's and the new version's forms, in both languages", () => {
    for (const path of [
      "/admin/documents",
      "/en/admin/documents",
      "/admin/documents/3",
      "/en/admin/documents/3",
    ]) {
      expect(boundOf(path), path).toEqual({
        kind: "multipart-media",
        maxBytes: MAX_DOCUMENT_BYTES,
        form: DOCUMENT_FORM,
      });
    }
  });

  it("keeps the delete page and the public addresses at the default", () => {
    for (const path of [
      "/admin/documents/3/delete",
      "/documents/fiche-skid.pdf",
      "/en/documents/fiche-skid.pdf",
    ]) {
      expect(boundOf(path), path).toEqual(DEFAULT_BODY_BOUND);
    }
  });
});
