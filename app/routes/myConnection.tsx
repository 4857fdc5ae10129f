import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listConnections } from "~/domain/connections.server";
import { connectionMark } from "~/forms/guardian-marks";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";
import { BROWSE_MATCHES, EmptyState } from "~/components/EmptyState";
import { Pager } from "~/components/Pager";
import { GuardianMark, PersonItem } from "~/components/PersonItem";

export const meta: MetaFunction = () => [{ title: "My connections" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return json({ ...listConnections(viewer.unqId, page), page }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MyConnections() {
  const { connections, total, pages, page } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow">
      <h1>My connections</h1>
      {connections.length === 0 ? (
        <EmptyState next={BROWSE_MATCHES}>No Connection Available</EmptyState>
      ) : (
        <ul className="people">
          {connections.map((person) => (
            <PersonItem key={person.publicId} person={person}>
              <p>
                Phone: <a href={`tel:${person.phone}`}>{person.phone}</a>
                <br />
                Email: <a href={`mailto:${person.email}`}>{person.email}</a>
              </p>
              <GuardianMark text={connectionMark(person)} />
              <p>
                <Link to={`/messages/${person.connectionId}`} className="button button--small">
                  Messages
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
        summary={`${total} connections · page ${page} of ${pages}`}
      />
    </div>
  );
}
