import { data, Link, redirect, useLoaderData } from "react-router";
import { matchesT, useT } from "~/components/translate";
import { guardedMembers } from "~/domain/family/guardian-access.server";
import { guardianHome, requireGuardian } from "~/web/guardian-session.server";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/guardian._index";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("guardian.title") }];

// The members a guardian guards now (docs/product-rules.md §32); with only one, straight to their dashboard.
export async function loader({ request }: Route.LoaderArgs) {
  const guardian = await requireGuardian(request);
  const home = guardianHome(guardian.id);
  if (home !== "/guardian") throw redirect(home);
  return data(
    { name: guardian.name, guarded: guardedMembers(guardian.id), i18n: await pageI18n(request, "family") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function GuardianHome() {
  const { name, guarded } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page page--narrow stack">
      <h1>{t("guardian.title")}</h1>
      <p>{t("guardianHome.greeting", { name })}</p>
      {guarded.length === 0 ? (
        <p className="empty">{t("guardianHome.noAccess")}</p>
      ) : (
        <ul>
          {guarded.map((member) => (
            <li key={member.publicId}>
              <Link to={`/guardian/${member.publicId}`}>
                <bdi>{member.fullName}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
