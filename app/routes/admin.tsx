import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { getMemberForAdmin } from "~/domain/admin.server";
import { requireAdmin } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // The administrator's own account (docs/product-rules.md §16): not a member profile, so /userProfile leads here.
  const account = { name: admin.fullName, email: getMemberForAdmin(admin.publicId)?.email ?? "" };
  return json({ account }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminLayout() {
  const { account } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Form method="post" action="/logout" className="admin-account">
        <p>
          Signed in as {account.name}{" "}
          <bdi dir="ltr" className="admin-account__email">
            {account.email}
          </bdi>
        </p>
        <button type="submit" className="button button--small button--outline">
          Log Out
        </button>
      </Form>
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
