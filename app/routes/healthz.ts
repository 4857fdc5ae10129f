import { json } from "@remix-run/node";
import { isDatabaseHealthy } from "~/domain/health.server";

export async function loader() {
  const ok = isDatabaseHealthy();
  return json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
