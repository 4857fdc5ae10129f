// What password hashing does to everyone else (issue 13): one client sends a burst of logins to
// unknown addresses (each one bcrypt's full work, against the dummy hash) while a second client asks
// /healthz again and again on a connection of its own; the second client's latencies are the measure.
import http from "node:http";
import {
  countStatuses,
  fixed,
  healthzTable,
  probeHealthz,
  statusesText,
  summary,
  type Latencies,
} from "./healthz-probe";
import { request } from "./http-client";

export type LoginBurstResult = {
  logins: number;
  /** How many logins got each status (all 401 when no throttle is spent). */
  statuses: Record<string, number>;
  burstMs: number;
  /** /healthz from the second client for 2 s before the burst, then during it. */
  healthzIdle: Latencies;
  healthzDuringBurst: Latencies;
};

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
  return {
    logins,
    statuses: countStatuses(statusList),
    burstMs,
    healthzIdle: summary(idle),
    healthzDuringBurst: summary(during),
  };
}

/** The scenario's lines for the bench's Markdown report. */
export function loginBurstMarkdown(result: LoginBurstResult): string {
  return [
    `Login burst: ${result.logins} simultaneous API logins to unknown addresses from one client ` +
      `(${statusesText(result.statuses)}) took ${fixed(result.burstMs / 1000, 2)} s; meanwhile a second client ` +
      `asked /healthz one request at a time.`,
    "",
    ...healthzTable(result.healthzIdle, result.healthzDuringBurst, "login burst"),
  ].join("\n");
}
