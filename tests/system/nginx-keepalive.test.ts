import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasNginx, httpsRequest, type Nginx, startNginx } from "./nginx";
import { migratedDataDir, type RunningServer, startServer, validContact } from "./server";

/**
 * nginx keeps idle connections to the instances for reuse, and Node closes an idle connection
 * after its keep-alive timeout (server/index.ts). Were nginx to keep them longer, a request sent
 * on a connection Node is closing at that moment would get a 502, and nginx does not retry a
 * POST: the visitor's request would fail. So nginx lets them go first (deploy/nginx.conf).
 */
const PARALLEL = 16;

/** How long the instance really keeps an idle connection (Node adds a buffer to its setting). */
async function idleClose(origin: string): Promise<number> {
  const { host, port } = new URL(origin);
  const socket = connect(Number(port), host.split(":")[0]);
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
  await new Promise((resolve) => socket.once("data", resolve));
  const answered = Date.now();
  await new Promise((resolve) => socket.once("close", resolve));
  return Date.now() - answered;
}

describe.runIf(hasNginx)("connections nginx reuses after an idle time", () => {
  let instance: RunningServer;
  let nginx: Nginx;
  beforeAll(async () => {
    instance = await startServer({
      DATA_DIR: migratedDataDir(),
      DATABASE_URL: undefined,
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: "https://www.example.be",
    });
    // Each burst plays many visitors posting at once, all from 127.0.0.1.
    nginx = await startNginx([new URL(instance.url).host], 64);
  });
  afterAll(async () => {
    await nginx?.stop();
    await instance?.stop();
  });

  const burst = async (round: number) =>
    Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        httpsRequest(nginx.url, "/api/contact", validContact(round * 100 + i)).then(
          (res) => res.status,
        ),
      ),
    );

  it("never answers a contact request 502, idle around Node's keep-alive timeout", async () => {
    const nodeIdle = await idleClose(instance.url);
    const statuses: number[] = await burst(0);
    // Around the moment Node closes the connections nginx holds, where the race lies.
    for (const [round, idle] of [-20, -5, 0, 2, 5, 10, 20].entries()) {
      await new Promise((resolve) => setTimeout(resolve, nodeIdle + idle));
      statuses.push(...(await burst(round + 1)));
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(statuses).toHaveLength(PARALLEL * 8);
  }, 90_000);
});
