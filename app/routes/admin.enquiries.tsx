import { data, Form, Link, useLoaderData } from "react-router";
import { listEnquiries, markEnquiryHandled } from "~/domain/safety/admin.server";
import { pageNumber } from "~/forms/paging";
import { requireAdmin } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";
import { Pager } from "~/components/Pager";
import { useT } from "~/components/translate";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/admin.enquiries";
import { pageUrl } from "~/web/page-url.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = pageUrl(request).searchParams;
  const all = params.get("all") === "1";
  const page = pageNumber(params.get("page"));
  return data(
    // The pager's words are the profiles namespace's.
    { all, page, ...listEnquiries(page, all), i18n: await pageI18n(request, "profiles") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const url = pageUrl(request);
  const flash = await outcomeOf(() => markEnquiryHandled(Number(form.get("enquiryId"))), "Enquiry marked as handled.");
  return redirectWithFlash(`/admin/enquiries${url.search}`, flash);
}

export default function AdminEnquiries() {
  const { all, page, total, pages, enquiries } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t("adminNav.enquiries")}</h1>
      <p>
        {all ? (
          <Link to="/admin/enquiries">{t("adminEnquiries.openOnly")}</Link>
        ) : (
          <Link to="?all=1">{t("adminEnquiries.showHandled")}</Link>
        )}
      </p>
      <p role="status">
        {all ? t("adminEnquiries.countAll", { count: total }) : t("adminEnquiries.countOpen", { count: total })}
        {pages > 1 && ` · ${t("adminStatus.page", { page, pages })}`}
      </p>
      {enquiries.length === 0 ? (
        <p className="empty">{t("adminEnquiries.none")}</p>
      ) : (
        <ul className="people">
          {enquiries.map((e) => (
            <li key={e.id} className="card">
              <h2 className="enquiry__title">
                <bdi>{e.name}</bdi>
              </h2>
              <p className="field__hint">
                {e.createdAt.slice(0, 16).replace("T", " ")} UTC · <bdi>{e.email}</bdi> · <bdi>{e.contact}</bdi>
              </p>
              <p className="enquiry__message">{e.message}</p>
              {e.handledAt ? (
                <p className="badge">{t("adminEnquiries.handled")}</p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="enquiryId" value={e.id} />
                  <button
                    type="submit"
                    className="button button--small"
                    aria-label={t("adminEnquiries.markLabel", { name: e.name })}
                  >
                    {t("adminEnquiries.mark")}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} hrefFor={(n) => `?${all ? "all=1&" : ""}page=${n}`} />
    </>
  );
}
