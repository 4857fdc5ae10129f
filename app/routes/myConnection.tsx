import { data, Link, useLoaderData } from "react-router";
import { listConnections } from "~/domain/connections/connection-lists.server";
import { connectionMark } from "~/forms/guardian-marks";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";
import { ContactLines } from "~/components/ContactLines";
import { BROWSE_MATCHES, EmptyState } from "~/components/EmptyState";
import { Pager } from "~/components/Pager";
import { GuardianMark, PersonItem } from "~/components/PersonItem";
import { matchesT, useT } from "~/components/translate";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/myConnection";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("myConnection.title") }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const page = pageNumber(pageUrl(request).searchParams.get("page"));
  return data(
    // "profiles": the empty list's next step and the pager.
    { ...listConnections(viewer.unqId, page), page, i18n: await pageI18n(request, "connections", "profiles") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function MyConnections() {
  const { connections, total, pages, page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("myConnection.title")}</h1>
      {connections.length === 0 ? (
        <EmptyState next={BROWSE_MATCHES}>{t("myConnection.empty")}</EmptyState>
      ) : (
        <ul className="people">
          {connections.map((person) => (
            <PersonItem key={person.publicId} person={person}>
              <ContactLines phone={person.phone} email={person.email} />
              <GuardianMark text={connectionMark(person)} />
              <p>
                <Link to={`/messages/${person.connectionId}#newest`} className="button button--small">
                  {t("myConnection.messages")}
                </Link>
              </p>
            </PersonItem>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(n) => `?page=${n}`}
        summary={t("myConnection.summary", { count: total, page, pages })}
      />
    </div>
  );
}
