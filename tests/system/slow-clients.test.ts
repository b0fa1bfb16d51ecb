import { connect } from "node:net";
import { beforeAll, expect, it } from "vitest";
import { type SharedServer, sharedServer } from "./shared-server";

/**
 * A client that trickles its request holds a connection only as long as the server's limits say:
 * 10 s for the headers, 30 s for the whole request (server/index.ts).
 */

let server: SharedServer;
beforeAll(async () => {
  server = await sharedServer();
});

/**
 * Opens a connection, sends `head`, then `drip` every 500 ms until the server closes it; resolves
 * with the seconds the connection lasted and what the server answered.
 */
function trickle(head: string, drip: string): Promise<{ seconds: number; answer: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
    });
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip);
    }, 500);
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    // A write racing the server's close may fail: what counts is when the connection ended.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - started) / 1000, answer });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error("the server kept the connection open for 45 s"));
    }, 45_000).unref();
  });
}

it("cuts trickled headers at 10 s and a trickled body at 30 s", async () => {
  const [headers, body] = await Promise.all([
    trickle("GET / HTTP/1.1\r\nHost: localhost\r\n", "X-Slow: 1\r\n"),
    trickle(
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        "Content-Length: 10000\r\n\r\n",
      " ",
    ),
  ]);
  expect(headers.seconds).toBeGreaterThanOrEqual(9.5);
  expect(headers.seconds).toBeLessThan(12);
  expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(body.seconds).toBeGreaterThanOrEqual(29.5);
  expect(body.seconds).toBeLessThan(32);
  expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
}, 60_000);
