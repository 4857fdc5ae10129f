// What decoding large photos does to everyone else (issue 35, item 4): one member sends a burst of profile
// photo changes, each a PNG of 6300x6300 pixels (just under the 40-megapixel limit, about 120 kB: one colour
// compresses well), while a second client asks /healthz again and again on a connection of its own; the
// second client's latencies and the server's peak memory are the measure.
import http from "node:http";
import sharp from "sharp";
import { expectStatus, logIn, request } from "./http-client";
import {
  countStatuses,
  fixed,
  healthzTable,
  probeHealthz,
  statusesText,
  summary,
  type Latencies,
} from "./healthz-probe";
import { residentMegabytes, watchPeakRss } from "./processes";

const SIDE = 6300;

export type PhotoBurstResult = {
  uploads: number;
  photoBytes: number;
  /** How many uploads got each status (all 200 when every photo is taken). */
  statuses: Record<string, number>;
  burstMs: number;
  healthzIdle: Latencies;
  healthzDuringBurst: Latencies;
  rssMb: { idle: number; peak: number };
};

/** A PNG of one colour, SIDE pixels square: small to send, 40 million pixels to decode. */
const bigPng = () =>
  sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A multipart body carrying only `image`: the profile edit keeps every field not sent. */
function photoForm(png: Buffer): { body: Buffer; contentType: string } {
  const boundary = `bench-${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `uploads` simultaneous PATCHes of the member's profile with the photo, one connection each. */
async function uploadBurst(origin: string, cookie: string, png: Buffer, uploads: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const { body, contentType } = photoForm(png);
  try {
    const answers = await Promise.all(
      Array.from({ length: uploads }, () =>
        request(origin, "/api/v1/myprofile/viewProfile", {
          method: "PATCH",
          headers: { "Content-Type": contentType, Cookie: cookie, Origin: origin },
          body,
          agent,
        }),
      ),
    );
    return answers.map((a) => a.status);
  } finally {
    agent.destroy();
  }
}

export async function measurePhotoBurst(
  origin: string,
  serverPid: number,
  member: { email: string; password: string },
  uploads: number,
): Promise<PhotoBurstResult> {
  const png = await bigPng();
  const { cookie } = await logIn(origin, member.email, member.password);
  // One upload first, unmeasured: sharp is loaded on the first photo, not at start.
  const { body, contentType } = photoForm(png);
  expectStatus(
    await request(origin, "/api/v1/myprofile/viewProfile", {
      method: "PATCH",
      headers: { "Content-Type": contentType, Cookie: cookie, Origin: origin },
      body,
    }),
    200,
    "the first photo upload",
  );
  const idle = await probeHealthz(origin, new Promise((resolve) => setTimeout(resolve, 2000)));
  const idleRss = residentMegabytes(serverPid);
  const rss = watchPeakRss(serverPid);
  const started = performance.now();
  const burst = uploadBurst(origin, cookie, png, uploads);
  const [during, statusList] = await Promise.all([probeHealthz(origin, burst), burst]);
  const burstMs = performance.now() - started;
  rss.stop();
  return {
    uploads,
    photoBytes: png.length,
    statuses: countStatuses(statusList),
    burstMs,
    healthzIdle: summary(idle),
    healthzDuringBurst: summary(during),
    rssMb: { idle: Math.round(idleRss), peak: Math.round(Math.max(idleRss, rss.peakMb())) },
  };
}

/** The scenario's lines for the bench's Markdown report. */
export function photoBurstMarkdown(result: PhotoBurstResult): string {
  return [
    `Photo burst: ${result.uploads} simultaneous profile photo changes, each a ${SIDE}x${SIDE} PNG of ` +
      `${fixed(result.photoBytes / 1024)} kB, from one member (${statusesText(result.statuses)}), took ` +
      `${fixed(result.burstMs / 1000, 2)} s; ` +
      `meanwhile a second client asked /healthz one request at a time. Server RSS ${result.rssMb.idle} MB before, ` +
      `${result.rssMb.peak} MB at its peak.`,
    "",
    ...healthzTable(result.healthzIdle, result.healthzDuringBurst, "photo burst"),
  ].join("\n");
}
