import { isDatabaseHealthy } from "~/domain/site/health.server";

export async function loader() {
  const ok = isDatabaseHealthy();
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
