import type { LoaderFunctionArgs } from "@remix-run/node";
import { newsletterCsv } from "~/domain/admin.server";
import { requireAdmin } from "~/web/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return new Response(newsletterCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
