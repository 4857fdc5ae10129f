import { data, Form, NavLink, Outlet, useLoaderData } from "react-router";
import { matchesT, useT } from "~/components/translate";
import { getMemberForAdmin } from "~/domain/safety/admin.server";
import { requireAdmin } from "~/web/auth.server";
import { pageI18n } from "~/web/language.server";
import { logAdminChanges } from "~/web/admin-log.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("adminNav.title") }];

// Every change an administrator makes under /admin is logged (docs/product-rules.md §41).
export const middleware: Route.MiddlewareFunction[] = [logAdminChanges];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // The administrator's own account (docs/product-rules.md §16): not a member profile, so /userProfile leads here.
  const account = { name: admin.fullName, email: getMemberForAdmin(admin.publicId)?.email ?? "" };
  // The admin namespace is sent once, here, for every admin page; a page adds only the namespaces of the
  // shared components it shows (the pager, the profile's details, the dialog, option labels).
  return data(
    { account, i18n: await pageI18n(request, "admin") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AdminLayout() {
  const { account } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page">
      <Form method="post" action="/logout" className="admin-account">
        <p>
          {t("adminNav.signedInAs", { name: account.name })}{" "}
          <bdi dir="ltr" className="admin-account__email">
            {account.email}
          </bdi>
        </p>
        <button type="submit" className="button button--small button--outline">
          {t("adminNav.logOut")}
        </button>
      </Form>
      <nav className="admin-nav" aria-label={t("adminNav.title")}>
        <NavLink to="/admin" end>
          {t("adminNav.members")}
        </NavLink>
        <NavLink to="/admin/enquiries">{t("adminNav.enquiries")}</NavLink>
        <NavLink to="/admin/moderation">{t("adminNav.moderation")}</NavLink>
        <NavLink to="/admin/verification">{t("adminNav.verification")}</NavLink>
        <NavLink to="/admin/reports">{t("adminNav.reports")}</NavLink>
        <NavLink to="/admin/grievances">{t("adminNav.grievances")}</NavLink>
        <NavLink to="/admin/stories">{t("adminNav.stories")}</NavLink>
        <NavLink to="/admin/plans">{t("adminNav.plans")}</NavLink>
        <NavLink to="/admin/mail">{t("adminNav.mail")}</NavLink>
        <NavLink to="/admin/mobiles">{t("adminNav.mobiles")}</NavLink>
        <a href="/admin/newsletter.csv" download>
          {t("adminNav.newsletter")}
        </a>
      </nav>
      <Outlet />
    </div>
  );
}
