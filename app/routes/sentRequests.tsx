import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { Dialog } from "~/components/Dialog";
import { BROWSE_MATCHES, EmptyState } from "~/components/EmptyState";
import { Pager } from "~/components/Pager";
import { GuardianMark, PersonItem } from "~/components/PersonItem";
import { RequestsNav } from "~/components/RequestsNav";
import { matchesT, useDateLocale, useT } from "~/components/translate";
import { withdrawConnectionRequest } from "~/domain/connections/connections.server";
import { countSentRequests, listSentRequests, type RequestStatus } from "~/domain/connections/connection-lists.server";
import { sentRequestMark } from "~/forms/guardian-marks";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/sentRequests";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("sentRequests.title") }];

/**
 * The three lists, as the member reads them (docs/product-rules.md §26); pending first, the default. `label`
 * and `empty` are keys of the tab's name and of what its empty list says.
 */
const TABS: { status: RequestStatus; label: string; empty: string }[] = [
  { status: "pending", label: "sentRequests.pending", empty: "sentRequests.nonePending" },
  { status: "accepted", label: "sentRequests.accepted", empty: "sentRequests.noneAccepted" },
  { status: "rejected", label: "sentRequests.rejected", empty: "sentRequests.noneRejected" },
];

const hrefFor = (status: RequestStatus, page = 1, extra = "") =>
  `/sentRequests?status=${status}${page > 1 ? `&page=${page}` : ""}${extra}`;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const params = pageUrl(request).searchParams;
  const status = TABS.find((tab) => tab.status === params.get("status"))?.status ?? "pending";
  const page = pageNumber(params.get("page"));
  const sent = listSentRequests(viewer.unqId, status, page);
  // ?withdraw=<id> opens the confirmation (a dialog opened by the URL works without JavaScript).
  const withdrawing = status === "pending" ? sent.requests.find((r) => r.id === params.get("withdraw")) : undefined;
  // "profiles": the empty list's next step and the pager; "account": the dialog's close button, when it is open.
  const i18n = await (withdrawing
    ? pageI18n(request, "connections", "profiles", "account")
    : pageI18n(request, "connections", "profiles"));
  return data(
    { ...sent, status, page, counts: countSentRequests(viewer.unqId), withdrawing: withdrawing ?? null, i18n },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const language = await requestLanguage(request);
  if (form.get("intent") !== "withdraw") return unknownForm(language);
  return refusingForm(language, async () => {
    withdrawConnectionRequest(viewer, String(form.get("requestId") ?? ""));
    return redirectWithFlash("/sentRequests", { type: "success", message: "Request withdrawn" });
  });
}

const sentOn = (date: Date, locale: string) =>
  new Date(date).toLocaleDateString(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

export default function SentRequests() {
  const { requests, total, pages, page, status, counts, withdrawing } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useT();
  const locale = useDateLocale();
  const closeTo = hrefFor(status, page);
  return (
    <div className="page page--narrow">
      <h1>{t("sentRequests.title")}</h1>
      <RequestsNav />
      <nav aria-label={t("sentRequests.tabsLabel")} className="tabs">
        {TABS.map((tab) => (
          // The tab of the list on show is the current page (NavLink compares paths only).
          <Link key={tab.status} to={hrefFor(tab.status)} aria-current={tab.status === status ? "page" : undefined}>
            {t(tab.label)} ({counts[tab.status]})
          </Link>
        ))}
      </nav>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      {requests.length === 0 ? (
        <EmptyState next={BROWSE_MATCHES}>{t(TABS.find((tab) => tab.status === status)!.empty)}</EmptyState>
      ) : (
        <ul className="people">
          {requests.map((request) => (
            <PersonItem key={request.id} person={request.recipient}>
              <p className="field__hint">{t("sentRequests.sentOn", { date: sentOn(request.createdAt, locale) })}</p>
              <GuardianMark text={sentRequestMark(request)} />
              {request.status === "pending" && (
                <Link
                  to={hrefFor(status, page, `&withdraw=${request.id}`)}
                  className="button button--small button--outline"
                  aria-label={t("sentRequests.withdrawLabel", { name: request.recipient.fullName })}
                  preventScrollReset
                >
                  {t("sentRequests.withdraw")}
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
        summary={t("requests.summary", { count: total, page, pages })}
      />
      {withdrawing && (
        <Dialog title={t("sentRequests.withdrawTitle")} closeTo={closeTo}>
          <p>{t("sentRequests.withdrawText", { name: withdrawing.recipient.fullName })}</p>
          <Form method="post" action="/sentRequests" className="wizard-actions">
            <input type="hidden" name="requestId" value={withdrawing.id} />
            <Link to={closeTo} className="button button--outline" replace>
              {t("sentRequests.keep")}
            </Link>
            <button
              type="submit"
              name="intent"
              value="withdraw"
              className="button button--danger"
              autoFocus
              data-autofocus
            >
              {t("sentRequests.withdrawRequest")}
            </button>
          </Form>
        </Dialog>
      )}
    </div>
  );
}
