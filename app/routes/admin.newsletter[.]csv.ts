import { newsletterCsv } from "~/domain/safety/admin.server";
import { requireAdmin } from "~/web/auth.server";
import type { Route } from "./+types/admin.newsletter[.]csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const today = new Date().toISOString().slice(0, 10);
  return new Response(newsletterCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${today}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
