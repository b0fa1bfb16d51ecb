import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  imageWorkFigures,
  MAX_RUNNING,
  MAX_WAITING,
  resetImageWorkPeaks,
} from "~/admin/media/image-work.server";
import { findMedia, type MediaInfo } from "~/admin/media/media.server";
import { forgetVariants } from "~/admin/media/variants.server";
import { variantPath } from "~/platform/content/media-paths";
import type { PhotoFormat } from "~/platform/content/photo-sources";
import { PHOTO_FORMATS, variantWidths } from "~/platform/content/photo-sources";
import type { Database } from "~/platform/database/db.server";
import { mediaDecodeCount } from "~/platform/http/metrics.server";
import { stopApp, testDatabases } from "../../../../tests/integration/harness";
import { libraryUser, publicFiles } from "../../../../tests/integration/media-harness";
import { photo } from "../../../../tests/integration/media-samples";

/**
 * A picture's first views cost one decode, and the anonymous work they cause is bounded: a burst
 * of cold variants waits in a short queue or is told to come back (503), never piles up.
 */

afterAll(stopApp);
const fetchFile = publicFiles();

const everyVariant = (picture: MediaInfo) =>
  variantWidths(picture.width).flatMap((width) =>
    PHOTO_FORMATS.map((format: PhotoFormat) => variantPath(picture, width, format)),
  );

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 1000);
};

describe.each(testDatabases)("the cost of a picture's first views on $name", (database) => {
  const { reset, upload } = libraryUser(database);
  let db: Database;
  beforeEach(async () => {
    db = await reset();
  });

  async function stored(name: string, width: number, height: number): Promise<MediaInfo> {
    const added = await upload(name, await photo(width, height));
    expect(added.status).toBe(302);
    return (await findMedia(db, added.id ?? 0))!;
  }

  it("makes every variant of a picture from one decode, even asked for all at once", async () => {
    const picture = await stored("skid-nep.jpg", 2400, 1600);
    const addresses = everyVariant(picture);
    expect(addresses).toHaveLength(12);
    forgetVariants(); // a fresh instance: nothing made yet
    resetImageWorkPeaks();
    const before = await mediaDecodeCount();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const answers = await Promise.all(addresses.map((address) => fetchFile(address)));
    expect(answers.map((res) => res.status)).toEqual(addresses.map(() => 200));
    const decodes = (await mediaDecodeCount()) - before;
    console.log(
      `12 cold variants of a 2400 x 1600 photo at once: ${decodes} decode(s), ` +
        `${cpuMs(cpu)} ms of CPU, ${Math.round(performance.now() - started)} ms`,
    );
    expect(decodes).toBe(1);
    expect(imageWorkFigures().peakRunning).toBeLessThanOrEqual(MAX_RUNNING);
  }, 120_000);

  it("keeps the waiting list bounded and answers 503 with Retry-After beyond it", async () => {
    const pictures = [
      await stored("cuve-a.jpg", 1000, 700),
      await stored("cuve-b.jpg", 1008, 700),
      await stored("cuve-c.jpg", 1016, 700),
    ];
    const addresses = pictures.flatMap(everyVariant);
    expect(addresses.length).toBeGreaterThan(MAX_RUNNING + MAX_WAITING);
    forgetVariants();
    resetImageWorkPeaks();
    const before = await mediaDecodeCount();
    const cpu = process.cpuUsage();
    const answers = await Promise.all(addresses.map((address) => fetchFile(address)));
    const statuses = answers.map((res) => res.status);
    const busy = answers.filter((res) => res.status === 503);
    const figures = imageWorkFigures();
    console.log(
      `${addresses.length} cold variants of 3 photos (1000 px) at once: ${statuses.filter((s) => s === 200).length} made, ` +
        `${busy.length} answered 503, ${(await mediaDecodeCount()) - before} decode(s), ` +
        `${cpuMs(cpu)} ms of CPU; at most ${figures.peakRunning} running and ${figures.peakWaiting} waiting`,
    );
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    // How many are refused depends on how fast the first ones end; some are, none piles up.
    expect(busy.length).toBeGreaterThan(0);
    expect(figures.peakRunning).toBeLessThanOrEqual(MAX_RUNNING);
    expect(figures.peakWaiting).toBeLessThanOrEqual(MAX_WAITING);
    for (const res of busy) {
      expect(res.headers.get("retry-after")).toBe("5");
      // Never kept by nginx or a browser as the picture.
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("etag")).toBeNull();
    }
    expect((await mediaDecodeCount()) - before).toBeLessThanOrEqual(pictures.length);

    // Come back later: everything is served, still from one decode per picture.
    for (const address of addresses) {
      expect((await fetchFile(address)).status, address).toBe(200);
    }
    expect((await mediaDecodeCount()) - before).toBe(pictures.length);
  }, 120_000);
});
