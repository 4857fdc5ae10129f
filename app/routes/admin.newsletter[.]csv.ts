import type { LoaderFunctionArgs } from "@remix-run/node";
import { newsletterCsv } from "~/domain/admin.server";
import { requireAdmin } from "~/web/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
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
