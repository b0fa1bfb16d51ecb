// deploy/nginx.conf as the system tests and the bench run it: the same file with only its
// ports, certificate, cache paths and upstreams changed, under a main configuration of its own
// in `dir` (no root, no /etc). Plain JavaScript: the bench runs on node alone.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const NGINX = "/usr/sbin/nginx";

/**
 * Writes `dir`/nginx.conf (and the site, a throw-away certificate, the temporary folders) and
 * returns its path; start it with `nginx -c <path>`.
 */
export function writeLocalNginx({
  root,
  dir,
  upstreams,
  httpPort,
  httpsPort,
  accessLog,
  contactConnections,
  viewsPort,
}) {
  mkdirSync(dir, { recursive: true });
  const certificate = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=www.example.be",
    ].concat(["-keyout", key, "-out", certificate]),
    { stdio: "ignore" },
  );
  const deployed = readFileSync(join(root, "deploy/nginx.conf"), "utf8");
  const serverLines = deployed.match(/^\s*server 127\.0\.0\.1:\d+.*\n/gm) ?? [];
  if (serverLines.length < 2) throw new Error("deploy/nginx.conf has no upstream of two servers");
  if (!/limit_conn procelia_contact \d+;/.test(deployed)) {
    throw new Error("deploy/nginx.conf has no limit_conn on the contact routes");
  }
  const site = deployed
    // Tests that play many visitors from one address (127.0.0.1) allow as many posts at once.
    .replace(
      /limit_conn procelia_contact (\d+);/,
      (_line, cap) => `limit_conn procelia_contact ${contactConnections ?? cap};`,
    )
    .replace(/^\s*listen \[::\]:\d+.*$/gm, "")
    .replace(/listen 80;/g, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 /g, `listen 127.0.0.1:${httpsPort} `)
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.be\/fullchain\.pem/g, certificate)
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.be\/privkey\.pem/g, key)
    .replaceAll("/var/cache/nginx/procelia", join(dir, "cache"))
    // The page views of nginx's cache, to the test's own port when it listens for them.
    .replace(/syslog:server=127\.0\.0\.1:\d+/g, `syslog:server=127.0.0.1:${viewsPort ?? 3090}`)
    // The site's own log as deployed, and beside it the tests' log of upstreams; neither in the bench.
    .replace(
      /^(\s*)access_log \/var\/log\/nginx\/procelia\.access\.log procelia;$/gm,
      (_line, indent) =>
        accessLog
          ? `${indent}access_log ${join(dir, "procelia.access.log")} procelia;\n` +
            `${indent}access_log ${join(dir, "access.log")} upstream;`
          : `${indent}access_log off;`,
    )
    .replace(
      serverLines.join(""),
      upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;\n`).join(""),
    );
  writeFileSync(join(dir, "procelia.conf"), site);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(join(dir, sub), { recursive: true });
  }
  const main = join(dir, "nginx.conf");
  writeFileSync(
    main,
    `daemon off;
user root;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  log_format upstream '$status $upstream_addr $request_uri';
  access_log ${accessLog ? `${join(dir, "access.log")} upstream` : "off"};
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/procelia.conf;
}
`,
  );
  return main;
}
