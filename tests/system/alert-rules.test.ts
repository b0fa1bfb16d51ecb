import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { parse, stringify } from "yaml";

/**
 * deploy/alert-rules.yml through Prometheus' own tool: valid rules and templates, and each alert
 * fires on the series it watches, after its delay, and stays quiet on a healthy site.
 */

const RULES = "deploy/alert-rules.yml";
const dir = mkdtempSync(join(tmpdir(), "procelia-alert-rules-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function promtool(args: string[]) {
  const result = spawnSync("promtool", args, { encoding: "utf8" });
  if (result.error) {
    throw new Error(
      "promtool is missing: apt-get install -y prometheus (Debian's package brings it)",
    );
  }
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const A = "127.0.0.1:3001";
const B = "127.0.0.1:3002";
const series = (name: string, labels: Record<string, string>, values: string) => ({
  series: `${name}{${Object.entries({ job: "procelia", ...labels })
    .map(([key, value]) => `${key}="${value}"`)
    .join(",")}}`,
  values,
});
type Expected = { eval_time: string; alertname: string; exp_alerts: { exp_labels: object }[] };
const expect_ = (eval_time: string, alertname: string, ...labels: object[]): Expected => ({
  eval_time,
  alertname,
  exp_alerts: labels.map((exp_labels) => ({ exp_labels })),
});

/** Each case: the series of a site in that state, and which alerts are firing when. */
const cases: { input_series: { series: string; values: string }[]; alert_rule_test: Expected[] }[] =
  [
    {
      // One of two instances stops answering at minute 2.
      input_series: [
        series("up", { instance: A }, "1x10"),
        series("up", { instance: B }, "1 1 0x8"),
      ],
      alert_rule_test: [
        expect_("3m", "ProceliaInstanceDown"),
        expect_("5m", "ProceliaInstanceDown", {
          severity: "critical",
          job: "procelia",
          instance: B,
        }),
      ],
    },
    {
      // The database stops answering: the outbox figures become NaN at each scrape.
      input_series: [
        series("procelia_outbox_pending", { instance: A }, "0 0 NaN NaN NaN NaN NaN"),
        series("procelia_outbox_pending", { instance: B }, "0x6"),
      ],
      alert_rule_test: [
        expect_("1m", "ProceliaDatabaseUnavailable"),
        expect_("5m", "ProceliaDatabaseUnavailable", {
          severity: "critical",
          job: "procelia",
          instance: A,
        }),
      ],
    },
    {
      // A notification waits: 5 minutes older at each step; both instances see the same row.
      input_series: [
        series("procelia_outbox_oldest_pending_age_seconds", { instance: A }, "0+300x6"),
        series("procelia_outbox_oldest_pending_age_seconds", { instance: B }, "0+300x6"),
      ],
      alert_rule_test: [
        expect_("3m", "ProceliaOutboxStuck"),
        expect_("5m", "ProceliaOutboxStuck", { severity: "warning", job: "procelia" }),
      ],
    },
    {
      // One failed attempt then sent (a retry): quiet. A failure a minute: an alert.
      input_series: [
        series("procelia_emails_total", { instance: A, result: "failed" }, "0 1x20"),
        series("procelia_emails_total", { instance: A, result: "sent" }, "0+1x20"),
        series("procelia_emails_total", { instance: B, result: "failed" }, "0x10 0+1x10"),
      ],
      alert_rule_test: [
        expect_("8m", "ProceliaEmailsFailing"),
        expect_("18m", "ProceliaEmailsFailing", {
          severity: "warning",
          job: "procelia",
          result: "failed",
        }),
      ],
    },
    {
      // 100 good answers a minute throughout; 10 errors a minute from minute 10.
      input_series: [
        series(
          "procelia_http_requests_total",
          { instance: A, method: "GET", route: "/", status: "200" },
          "0+100x30",
        ),
        series(
          "procelia_http_requests_total",
          { instance: A, method: "GET", route: "/blog", status: "500" },
          "0x10 0+10x20",
        ),
      ],
      alert_rule_test: [
        expect_("9m", "ProceliaServerErrors"),
        expect_("13m", "ProceliaServerErrors"),
        expect_("20m", "ProceliaServerErrors", { severity: "warning", job: "procelia" }),
      ],
    },
    {
      // Until minute 10 every GET answers under 0.1 s; then nine in ten take up to 1 s.
      input_series: [
        ...(
          [
            ["0.1", "0+100x10 1000+10x20"],
            ["0.5", "0+100x10 1000+10x20"],
            ["1", "0+100x10 1000+100x20"],
            ["+Inf", "0+100x10 1000+100x20"],
          ] as const
        ).map(([le, values]) =>
          series(
            "procelia_http_request_duration_seconds_bucket",
            { instance: A, method: "GET", route: "/", status: "200", le },
            values,
          ),
        ),
      ],
      alert_rule_test: [
        expect_("9m", "ProceliaSlowPages"),
        expect_("25m", "ProceliaSlowPages", { severity: "warning", job: "procelia" }),
      ],
    },
    {
      // An upgrade: both on 1.1.0, then one restarted on 1.2.0 and the other never.
      input_series: [
        series(
          "procelia_build_info",
          { instance: A, version: "1.1.0", commit: "aaaaaaaaaaaa" },
          "1x60",
        ),
        series(
          "procelia_build_info",
          { instance: B, version: "1.1.0", commit: "aaaaaaaaaaaa" },
          "1x5",
        ),
        series(
          "procelia_build_info",
          { instance: B, version: "1.2.0", commit: "bbbbbbbbbbbb" },
          "_x5 1x55",
        ),
      ],
      alert_rule_test: [
        expect_("20m", "ProceliaReleaseMismatch"),
        expect_("40m", "ProceliaReleaseMismatch", { severity: "warning", job: "procelia" }),
      ],
    },
    {
      // A disk filling: 20 %, then 5 %, then 1 % free.
      input_series: [
        {
          series:
            'node_filesystem_avail_bytes{job="node",instance="host",mountpoint="/var",fstype="ext4",device="/dev/sda2"}',
          values: "20x20 5x20 1x20",
        },
        {
          series:
            'node_filesystem_size_bytes{job="node",instance="host",mountpoint="/var",fstype="ext4",device="/dev/sda2"}',
          values: "100x60",
        },
      ],
      alert_rule_test: [
        expect_("19m", "ProceliaDiskLow"),
        expect_("19m", "ProceliaDiskFull"),
        expect_("38m", "ProceliaDiskLow", {
          severity: "warning",
          job: "node",
          instance: "host",
          mountpoint: "/var",
          fstype: "ext4",
          device: "/dev/sda2",
        }),
        expect_("50m", "ProceliaDiskFull", {
          severity: "critical",
          job: "node",
          instance: "host",
          mountpoint: "/var",
          fstype: "ext4",
          device: "/dev/sda2",
        }),
      ],
    },
  ];

it("promtool accepts the rules and their templates", () => {
  const checked = promtool(["check", "rules", RULES]);
  expect(checked.out).toContain("SUCCESS: 10 rules found");
  expect(checked.code).toBe(0);
});

it("each alert fires on its series after its delay, and not before", () => {
  // Annotations are left out of the copy under test: promtool compares them word for word, and
  // `check rules` above already parsed their templates.
  const rules = parse(readFileSync(RULES, "utf8")) as {
    groups: { rules: { annotations?: unknown }[] }[];
  };
  for (const group of rules.groups) for (const rule of group.rules) delete rule.annotations;
  writeFileSync(join(dir, "rules.yml"), stringify(rules));
  writeFileSync(
    join(dir, "tests.yml"),
    stringify({
      rule_files: ["rules.yml"],
      evaluation_interval: "1m",
      tests: cases.map((test) => ({ interval: "1m", ...test })),
    }),
  );
  const tested = promtool(["test", "rules", join(dir, "tests.yml")]);
  expect(tested.out).toContain("SUCCESS");
  expect(tested.code).toBe(0);
});
