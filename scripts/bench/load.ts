// One measured run of autocannon against one origin. Latency percentiles are
// computed from every response's own time (autocannon's summary has no p95).
import autocannon from "autocannon";
import { cpuMilliseconds, watchPeakRss } from "./processes";
import { percentile } from "./statistics";

export type LoadRequest = autocannon.Request;

export type LoadPlan = {
  /** Cycled per connection: a connection sends requests[0], requests[1], …, then starts again. */
  requests: LoadRequest[];
  connections: number;
  durationSeconds: number;
  /** Stop after this many responses even if time is left (the write mix runs out of fresh pairs). */
  amount?: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  responses: number;
  seconds: number;
  non2xx: number;
  errors: number;
  /** CPU the answering process spent per response (see cpuMilliseconds). */
  cpuMsPerRequest: number;
  /** The answering process's largest resident memory during the run. */
  peakRssMb: number;
};

/** Loads `origin`, whose process is `pid`, with `plan`. */
export async function runLoad(origin: string, pid: number, plan: LoadPlan): Promise<LoadResult> {
  const times: number[] = [];
  const cpuBefore = cpuMilliseconds(pid);
  const rss = watchPeakRss(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: plan.connections,
        duration: plan.durationSeconds,
        amount: plan.amount,
        requests: plan.requests,
        timeout: 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
    // With an amount autocannon ignores the duration; keep both limits.
    if (plan.amount) {
      const timeLimit = setTimeout(() => instance.stop(), plan.durationSeconds * 1000);
      instance.on("done", () => clearTimeout(timeLimit));
    }
  });
  const cpuMs = cpuMilliseconds(pid) - cpuBefore;
  rss.stop();
  return {
    peakRssMb: rss.peakMb(),
    cpuMsPerRequest: times.length > 0 ? cpuMs / times.length : 0,
    requestsPerSecond: times.length / result.duration,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    responses: times.length,
    seconds: result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
