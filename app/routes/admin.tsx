import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { requireAdmin } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(null, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminLayout() {
  return (
    <div className="page">
      <nav className="admin-nav" aria-label="Administration">
        <NavLink to="/admin" end>
          Members
        </NavLink>
        <NavLink to="/admin/enquiries">Enquiries</NavLink>
        <NavLink to="/admin/moderation">Moderation</NavLink>
        <NavLink to="/admin/reports">Reports</NavLink>
        <NavLink to="/admin/stories">Success stories</NavLink>
        <NavLink to="/admin/mail">Outgoing e-mail</NavLink>
        <a href="/admin/newsletter.csv" download>
          Newsletter subscribers (CSV)
        </a>
      </nav>
      <Outlet />
    </div>
  );
}
