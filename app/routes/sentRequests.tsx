import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { BROWSE_MATCHES, EmptyState } from "~/components/EmptyState";
import { Pager } from "~/components/Pager";
import { GuardianMark, PersonItem } from "~/components/PersonItem";
import { RequestsNav } from "~/components/RequestsNav";
import {
  countSentRequests,
  listSentRequests,
  withdrawConnectionRequest,
  type RequestStatus,
} from "~/domain/connections.server";
import { sentRequestMark } from "~/forms/guardian-marks";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals } from "~/web/form-reply.server";
import { readForm } from "~/web/request-body.server";

export const meta: MetaFunction = () => [{ title: "Sent requests" }];

/** The three lists, as the member reads them (docs/product-rules.md §26); pending first, the default. */
const TABS: { status: RequestStatus; label: string }[] = [
  { status: "pending", label: "Pending" },
  { status: "accepted", label: "Accepted" },
  { status: "rejected", label: "Not accepted" },
];

const hrefFor = (status: RequestStatus, page = 1, extra = "") =>
  `/sentRequests?status=${status}${page > 1 ? `&page=${page}` : ""}${extra}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const params = new URL(request.url).searchParams;
  const status = TABS.find((tab) => tab.status === params.get("status"))?.status ?? "pending";
  const page = pageNumber(params.get("page"));
  const sent = listSentRequests(viewer.unqId, status, page);
  // ?withdraw=<id> opens the confirmation (a dialog opened by the URL works without JavaScript).
  const withdrawing = status === "pending" ? sent.requests.find((r) => r.id === params.get("withdraw")) : undefined;
  return json(
    { ...sent, status, page, counts: countSentRequests(viewer.unqId), withdrawing: withdrawing ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  if (form.get("intent") !== "withdraw") return json({ error: "Something went wrong!" }, { status: 400 });
  return answerRefusals(
    async () => {
      withdrawConnectionRequest(viewer, String(form.get("requestId") ?? ""));
      return redirectWithFlash("/sentRequests", { type: "success", message: "Request withdrawn" });
    },
    (error) => ({ error: error.message }),
  );
}

const sentOn = (date: string) =>
  new Date(date).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

export default function SentRequests() {
  const { requests, total, pages, page, status, counts, withdrawing } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const closeTo = hrefFor(status, page);
  return (
    <div className="page page--narrow">
      <h1>Sent requests</h1>
      <RequestsNav />
      <nav aria-label="Sent requests by answer" className="tabs">
        {TABS.map((tab) => (
          // The tab of the list on show is the current page (NavLink compares paths only).
          <Link key={tab.status} to={hrefFor(tab.status)} aria-current={tab.status === status ? "page" : undefined}>
            {tab.label} ({counts[tab.status]})
          </Link>
        ))}
      </nav>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      {requests.length === 0 ? (
        <EmptyState next={BROWSE_MATCHES}>
          No {TABS.find((tab) => tab.status === status)!.label.toLowerCase()} requests.
        </EmptyState>
      ) : (
        <ul className="people">
          {requests.map((request) => (
            <PersonItem key={request.id} person={request.recipient}>
              <p className="field__hint">Sent on {sentOn(request.createdAt)}</p>
              <GuardianMark text={sentRequestMark(request)} />
              {request.status === "pending" && (
                <Link
                  to={hrefFor(status, page, `&withdraw=${request.id}`)}
                  className="button button--small button--outline"
                  aria-label={`Withdraw your request to ${request.recipient.fullName}`}
                  preventScrollReset
                >
                  Withdraw
                </Link>
              )}
            </PersonItem>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(n) => hrefFor(status, n)}
        summary={`${total} requests · page ${page} of ${pages}`}
      />
      {withdrawing && (
        <Dialog title="Withdraw this request?" closeTo={closeTo}>
          <p>
            {withdrawing.recipient.fullName} will no longer see your request. You may send a new one later; it counts
            towards the day&apos;s limit of requests.
          </p>
          <Form method="post" action="/sentRequests" className="wizard-actions">
            <input type="hidden" name="requestId" value={withdrawing.id} />
            <Link to={closeTo} className="button button--outline" replace>
              Keep it
            </Link>
            <button
              type="submit"
              name="intent"
              value="withdraw"
              className="button button--danger"
              autoFocus
              data-autofocus
            >
              Withdraw request
            </button>
          </Form>
        </Dialog>
      )}
    </div>
  );
}
