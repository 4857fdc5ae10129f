import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { guardedMembers } from "~/domain/guardian-access.server";
import { guardianHome, requireGuardian } from "~/web/guardian-session.server";

export const meta: MetaFunction = () => [{ title: "Guardian dashboard" }];

// The members a guardian guards now (docs/product-rules.md §32); with only one, straight to their dashboard.
export async function loader({ request }: LoaderFunctionArgs) {
  const guardian = await requireGuardian(request);
  const home = guardianHome(guardian.id);
  if (home !== "/guardian") throw redirect(home);
  return json(
    { name: guardian.name, guarded: guardedMembers(guardian.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function GuardianHome() {
  const { name, guarded } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow stack">
      <h1>Guardian dashboard</h1>
      <p>Assalamu alaikum {name}.</p>
      {guarded.length === 0 ? (
        <p className="empty">You do not have access to any member&apos;s profile at the moment.</p>
      ) : (
        <ul>
          {guarded.map((member) => (
            <li key={member.publicId}>
              <Link to={`/guardian/${member.publicId}`}>{member.fullName}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
