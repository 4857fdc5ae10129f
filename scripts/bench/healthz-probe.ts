// What a burst does to everyone else: a second client asks /healthz again and again on a connection of its
// own while the burst runs; its latencies are the measure (the login, photo and full-list bursts).
import http from "node:http";
import { request } from "./http-client";
import { percentile } from "./statistics";

export type Latencies = { requests: number; p50Ms: number; p99Ms: number; maxMs: number };

const PROBE_PAUSE_MS = 10;

export function summary(times: number[]): Latencies {
  return {
    requests: times.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times.length ? Math.max(...times) : 0,
  };
}

/** Asks /healthz one request at a time (a short pause between) until `until` resolves; returns each time. */
export async function probeHealthz(origin: string, until: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  try {
    while (!done) {
      const started = performance.now();
      const answer = await request(origin, "/healthz", { agent });
      if (answer.status !== 200) throw new Error(`/healthz answered ${answer.status} during the burst`);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  } finally {
    agent.destroy();
  }
  return times;
}

/** How many answers had each status: counted from a list of statuses. */
export function countStatuses(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** "120× 200, 3× 429", for a report. */
export const statusesText = (statuses: Record<string, number>): string =>
  Object.entries(statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ");

export const fixed = (n: number, digits = 1) => n.toFixed(digits);

/** The report's table of /healthz before and during a burst. */
export function healthzTable(idle: Latencies, during: Latencies, burst: string): string[] {
  const row = (what: string, l: Latencies) =>
    `| ${what} | ${l.requests} | ${fixed(l.p50Ms)} | ${fixed(l.p99Ms)} | ${fixed(l.maxMs)} |`;
  return [
    "| /healthz from a second client | requests | p50 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|---:|",
    row("before the burst (2 s)", idle),
    row(`during the ${burst}`, during),
  ];
}
