// A tiny HTTP client for setting up the load: node:http rather than fetch so
// that no Accept-Encoding is sent, like autocannon, and the bytes we capture
// are the bytes the server sends under load.
import http from "node:http";

export type CapturedResponse = { status: number; contentType: string; body: Buffer; setCookie: string[] };

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whose connections to use (node:http's global agent otherwise). */
  agent?: http.Agent;
};

export function request(origin: string, path: string, options: RequestOptions = {}): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, origin),
      { method: options.method ?? "GET", headers: options.headers, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"] ?? "",
            body: Buffer.concat(chunks),
            setCookie: res.headers["set-cookie"] ?? [],
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The request must have answered `expected`; anything else stops the bench with the server's words. */
export function expectStatus(response: CapturedResponse, expected: number, what: string): CapturedResponse {
  if (response.status !== expected) {
    throw new Error(
      `${what}: expected HTTP ${expected}, got ${response.status}: ${response.body.toString("utf8").slice(0, 300)}`,
    );
  }
  return response;
}

/**
 * Logs a member in through the API, as the original client does: JSON, and an
 * Origin equal to the site's (state-changing requests must be same-origin).
 * Returns the session cookie ("name=value") and the member's public id.
 */
export async function logIn(
  origin: string,
  email: string,
  password: string,
): Promise<{ cookie: string; publicId: string }> {
  const response = expectStatus(
    await request(origin, "/api/v1/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email, password }),
    }),
    200,
    `log in ${email}`,
  );
  const cookie = response.setCookie.map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__session="));
  if (!cookie) throw new Error(`log in ${email}: no session cookie in the answer`);
  return { cookie, publicId: (JSON.parse(response.body.toString("utf8")) as { user: { _id: string } }).user._id };
}
