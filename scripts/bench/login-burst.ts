// What password hashing does to everyone else (issue 13): one client sends a burst of logins to
// unknown addresses (each one bcrypt's full work, against the dummy hash) while a second client asks
// /healthz again and again on a connection of its own; the second client's latencies are the measure.
import http from "node:http";
import { request } from "./http-client";
import { percentile } from "./statistics";

export type Latencies = { requests: number; p50Ms: number; p99Ms: number; maxMs: number };

export type LoginBurstResult = {
  logins: number;
  /** How many logins got each status (all 401 when no throttle is spent). */
  statuses: Record<string, number>;
  burstMs: number;
  /** /healthz from the second client for 2 s before the burst, then during it. */
  healthzIdle: Latencies;
  healthzDuringBurst: Latencies;
};

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

/** `logins` simultaneous API logins to addresses nobody registered, one connection each. */
async function loginBurst(origin: string, logins: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const stamp = Date.now();
  try {
    const answers = await Promise.all(
      Array.from({ length: logins }, (_, i) =>
        request(origin, "/api/v1/auth/login", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin },
          body: JSON.stringify({ email: `burst.${stamp}.${i}@nobody.example`, password: "not-the-password" }),
          agent,
        }),
      ),
    );
    return answers.map((a) => a.status);
  } finally {
    agent.destroy();
  }
}

export async function measureLoginBurst(origin: string, logins: number): Promise<LoginBurstResult> {
  const idle = await probeHealthz(origin, new Promise((resolve) => setTimeout(resolve, 2000)));
  const started = performance.now();
  const burst = loginBurst(origin, logins);
  const [during, statusList] = await Promise.all([probeHealthz(origin, burst), burst]);
  const burstMs = performance.now() - started;
  const statuses: Record<string, number> = {};
  for (const status of statusList) statuses[status] = (statuses[status] ?? 0) + 1;
  return { logins, statuses, burstMs, healthzIdle: summary(idle), healthzDuringBurst: summary(during) };
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

/** The scenario's lines for the bench's Markdown report. */
export function loginBurstMarkdown(result: LoginBurstResult): string {
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ");
  const row = (what: string, l: Latencies) =>
    `| ${what} | ${l.requests} | ${fixed(l.p50Ms)} | ${fixed(l.p99Ms)} | ${fixed(l.maxMs)} |`;
  return [
    `Login burst: ${result.logins} simultaneous API logins to unknown addresses from one client ` +
      `(${statuses}) took ${fixed(result.burstMs / 1000, 2)} s; meanwhile a second client asked /healthz ` +
      `one request at a time.`,
    "",
    "| /healthz from a second client | requests | p50 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|---:|",
    row("before the burst (2 s)", result.healthzIdle),
    row("during the login burst", result.healthzDuringBurst),
  ].join("\n");
}
