import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { answerConnectionRequest } from "~/domain/connections/connections.server";
import { connectionOf, listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { BlockMemberForm } from "~/components/BlockMemberForm";
import { BROWSE_MATCHES, EmptyState } from "~/components/EmptyState";
import { JustConnected } from "~/components/JustConnected";
import { Pager } from "~/components/Pager";
import { PersonItem } from "~/components/PersonItem";
import { RequestsNav } from "~/components/RequestsNav";
import { matchesT, useT } from "~/components/translate";
import type { Route } from "./+types/connectionReq";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("connectionReq.title") }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const search = pageUrl(request).searchParams;
  const page = pageNumber(search.get("page"));
  // The request just accepted (the action's redirect names it): the next step, with what a connection sees.
  const accepted = search.get("connected");
  const connected = accepted ? connectionOf(viewer.unqId, accepted) : null;
  return data(
    // "profiles": the empty list's next step, the pager and the block form.
    {
      ...listIncomingRequests(viewer.unqId, page),
      page,
      connected,
      i18n: await pageI18n(request, "connections", "profiles"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const language = await requestLanguage(request);
  if (intent !== "accept" && intent !== "reject") return unknownForm(language);
  const requestId = String(form.get("requestId") ?? "");
  return refusingForm(language, async () => {
    await answerConnectionRequest(viewer, requestId, intent);
    // After Accept the page shows the new connection (JustConnected), the remaining requests below it.
    const accepted = intent === "accept";
    return redirectWithFlash(
      accepted ? `/connectionReq?connected=${encodeURIComponent(requestId)}` : "/connectionReq",
      {
        type: "success",
        message: accepted ? "Connection request accepted." : "Connection request rejected.",
      },
    );
  });
}

export default function ConnectionRequests() {
  const { requests, total, pages, page, connected } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  // With JavaScript the answered request, or the blocked sender's (docs/product-rules.md §28), leaves the list at once.
  const leaving = navigation.formData;
  const shown = requests.filter(
    (r) => r.id !== leaving?.get("requestId") && r.sender.publicId !== leaving?.get("memberId"),
  );
  return (
    <div className="page page--narrow">
      <h1>{t("connectionReq.title")}</h1>
      <RequestsNav />
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      {connected && <JustConnected person={connected} />}
      {shown.length === 0 ? (
        <EmptyState next={BROWSE_MATCHES}>{t("connectionReq.empty")}</EmptyState>
      ) : (
        <ul className="people">
          {shown.map((request) => (
            <PersonItem key={request.id} person={request.sender}>
              <Form method="post" className="person__actions">
                <input type="hidden" name="requestId" value={request.id} />
                <button type="submit" name="intent" value="accept" className="button">
                  {t("connectionReq.accept")}
                </button>
                <button type="submit" name="intent" value="reject" className="button button--outline">
                  {t("connectionReq.reject")}
                </button>
              </Form>
              <BlockMemberForm
                memberId={request.sender.publicId}
                name={request.sender.fullName}
                returnTo="/connectionReq"
              />
            </PersonItem>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(n) => `?page=${n}`}
        summary={t("requests.summary", { count: total, page, pages })}
      />
    </div>
  );
}
