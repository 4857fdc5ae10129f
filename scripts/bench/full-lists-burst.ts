// What the original client's full lists cost (issue 35, item 11): without ?page, allUsers (anyone, no sign-in)
// and opposite/users (a member) answer every listed member. Bursts of each, `parallel` at a time from one client
// as a browser would send them (gzip accepted, nothing cached), while a second client asks /healthz; the server's
// own CPU per full list and the second client's latencies are the measure.
import http from "node:http";
import { request } from "./http-client";
import { probeHealthz, statusesText, summary, type Latencies } from "./healthz-probe";
import { cpuMilliseconds } from "./processes";

export type FullListBurst = {
  what: string;
  requests: number;
  statuses: Record<string, number>;
  bytes: number;
  cpuMsPerList: number;
  healthz: Latencies;
};

async function burst(origin: string, path: string, headers: Record<string, string>, total: number, parallel: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let sent = 0;
  try {
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (sent < total) {
          sent += 1;
          const answer = await request(origin, path, { headers: { "Accept-Encoding": "gzip", ...headers }, agent });
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          bytes = answer.body.length;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return { statuses, bytes };
}

export async function measureFullListBurst(
  origin: string,
  pid: number,
  what: string,
  path: string,
  headers: Record<string, string>,
  total = 120,
  parallel = 20,
): Promise<FullListBurst> {
  const cpuBefore = cpuMilliseconds(pid);
  const running = burst(origin, path, headers, total, parallel);
  const [times, result] = await Promise.all([probeHealthz(origin, running), running]);
  const cpuMsPerList = (cpuMilliseconds(pid) - cpuBefore) / total;
  return { what, requests: total, ...result, cpuMsPerList, healthz: summary(times) };
}

/** The scenario's table for the bench's Markdown report. */
export function fullListsMarkdown(results: FullListBurst[]): string {
  const rows = results.map((r) => {
    const h = r.healthz;
    return (
      `| ${r.what} | ${statusesText(r.statuses)} | ${(r.bytes / 1024).toFixed(0)} | ${r.cpuMsPerList.toFixed(1)} | ` +
      `${h.requests} | ${h.p50Ms.toFixed(1)} | ${h.p99Ms.toFixed(1)} |`
    );
  });
  return [
    "| full list, 20 at a time | answers | kB sent | CPU ms per list | /healthz asks | p50 ms | p99 ms |",
    "|---|---|---:|---:|---:|---:|---:|",
    ...rows,
  ].join("\n");
}
