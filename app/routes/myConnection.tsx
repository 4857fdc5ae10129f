import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listConnections } from "~/domain/connections.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";

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
        <p className="empty">No Connection Available</p>
      ) : (
        <ul className="people">
          {connections.map((person) => (
            <li key={person._id} className="card person">
              <img src={person.image ?? "/avatar-default.svg"} alt="" width={72} height={72} className="avatar" />
              <div className="person__body">
                <h2><Link to={`/InnerProfile/${person._id}`}>{person.fullName}</Link></h2>
                <p>{person.gender} · {person.age} · {person.city} · {person.working}</p>
                <p>
                  Phone: <a href={`tel:${person.phone}`}>{person.phone}</a>
                  <br />
                  Email: <a href={`mailto:${person.email}`}>{person.email}</a>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label="Pages">
          {page > 1 && <Link to={`?page=${page - 1}`} rel="prev">Previous</Link>}
          <span>{total} connections · page {page} of {pages}</span>
          {page < pages && <Link to={`?page=${page + 1}`} rel="next">Next</Link>}
        </nav>
      )}
    </div>
  );
}
