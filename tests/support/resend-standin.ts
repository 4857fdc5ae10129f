import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandInMessage = { to: string; subject: string; text: string; key: string | null };

/**
 * A local stand-in for Resend's POST /emails (the SDK reads RESEND_BASE_URL). It can fail every call
 * (`down`), fail the next N with a 500, take a message but lose the answer (the connection is cut), or
 * refuse an address with a 422. Like Resend, a key it already took is answered with the same id and not
 * sent again; `accepted` holds each message once, `repeatedKeys` counts retries of a key it already took.
 */
export async function startResendStandIn() {
  const state = {
    calls: 0,
    down: false,
    failNext: 0,
    loseAnswerNext: 0,
    refuse: new Set<string>(),
    accepted: [] as StandInMessage[],
    repeatedKeys: 0,
  };
  const taken = new Map<string, string>();
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      state.calls += 1;
      if (req.method !== "POST" || req.url !== "/emails")
        return answer(res, 404, { statusCode: 404, name: "not_found", message: "Not found" });
      const payload = JSON.parse(raw) as { to: string | string[]; subject: string; text: string };
      const to = Array.isArray(payload.to) ? payload.to[0] : payload.to;
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      if (state.down || state.failNext > 0) {
        if (state.failNext > 0) state.failNext -= 1;
        return answer(res, 500, { statusCode: 500, name: "internal_server_error", message: "Stand-in failure" });
      }
      if (state.refuse.has(to))
        return answer(res, 422, { statusCode: 422, name: "validation_error", message: "Invalid `to` field." });
      if (key && taken.has(key)) {
        state.repeatedKeys += 1;
        return answer(res, 200, { id: taken.get(key) });
      }
      const id = randomUUID();
      if (key) taken.set(key, id);
      state.accepted.push({ to, subject: payload.subject, text: payload.text, key });
      if (state.loseAnswerNext > 0) {
        state.loseAnswerNext -= 1;
        return res.socket?.destroy();
      }
      return answer(res, 200, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const to = (address: string, match: (m: StandInMessage) => boolean = () => true) =>
    state.accepted.filter((m) => m.to === address && match(m));

  return {
    url,
    state,
    /** Messages taken for an address (each once). */
    to,
    /** The newest message taken for an address, waiting up to `ms` for it. */
    async waitFor(address: string, match: (m: StandInMessage) => boolean = () => true, ms = 10_000) {
      for (const started = Date.now(); Date.now() - started < ms;) {
        const found = to(address, match).at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the stand-in got no e-mail to ${address}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ResendStandIn = Awaited<ReturnType<typeof startResendStandIn>>;
