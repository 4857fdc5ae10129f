import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { listEnquiries, markEnquiryHandled } from "~/domain/admin.server";
import { pageNumber } from "~/forms/paging";
import { requireAdmin } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";
import { Pager } from "~/components/Pager";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const all = params.get("all") === "1";
  const page = pageNumber(params.get("page"));
  return json({ all, page, ...listEnquiries(page, all) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const flash = await outcomeOf(() => markEnquiryHandled(Number(form.get("enquiryId"))), "Enquiry marked as handled.");
  return redirectWithFlash(`/admin/enquiries${url.search}`, flash);
}

export default function AdminEnquiries() {
  const { all, page, total, pages, enquiries } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Enquiries</h1>
      <p>
        {all ? (
          <Link to="/admin/enquiries">Show open enquiries only</Link>
        ) : (
          <Link to="?all=1">Show handled enquiries too</Link>
        )}
      </p>
      <p role="status">
        {total} {all ? "enquiries" : "open enquiries"}
        {pages > 1 && ` · page ${page} of ${pages}`}
      </p>
      {enquiries.length === 0 ? (
        <p className="empty">No enquiries.</p>
      ) : (
        <ul className="people">
          {enquiries.map((e) => (
            <li key={e.id} className="card">
              <h2 className="enquiry__title">{e.name}</h2>
              <p className="field__hint">
                {e.createdAt.slice(0, 16).replace("T", " ")} UTC · {e.email} · {e.contact}
              </p>
              <p className="enquiry__message">{e.message}</p>
              {e.handledAt ? (
                <p className="badge">Handled</p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="enquiryId" value={e.id} />
                  <button
                    type="submit"
                    className="button button--small"
                    aria-label={`Mark the enquiry from ${e.name} as handled`}
                  >
                    Mark handled
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
