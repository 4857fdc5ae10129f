import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { ModerationButtons } from "~/components/ModerationButtons";
import { searchMembers } from "~/domain/admin.server";
import { pageNumber } from "~/forms/paging";
import { requireAdmin } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { moderateMember } from "~/web/moderation.server";
import { readForm } from "~/web/request-body.server";
import { memberCode } from "~/forms/member-id";
import { Pager } from "~/components/Pager";
import { AdminTable, type AdminColumn } from "~/components/AdminTable";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = params.get("q") ?? "";
  const page = pageNumber(params.get("page"));
  return json({ q, page, ...searchMembers(q, page) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const flash = await moderateMember(await readForm(request));
  const params = new URL(request.url).searchParams;
  params.delete("index"); // forms post to /admin?index; come back to the same search
  return redirectWithFlash(`/admin${params.size ? `?${params}` : ""}`, flash);
}

type MemberRow = SerializeFrom<typeof loader>["members"][number];

const MEMBER_COLUMNS: AdminColumn<MemberRow>[] = [
  { label: "ID", cell: (m) => memberCode(m.unqId) },
  { label: "Name", cell: (m) => <Link to={`/admin/members/${m.publicId}`}>{m.fullName}</Link> },
  { label: "Email", cell: (m) => m.email },
  { label: "Phone", cell: (m) => (m.role === "admin" ? "—" : m.phone) },
  { label: "City", cell: (m) => m.city },
  {
    label: "Status",
    cell: (m) =>
      `${m.role === "admin" ? "Admin" : m.blockByAdmin ? "Blocked" : "Active"}${m.verified ? " · Verified" : ""}`,
  },
  { label: "Actions", cell: (m) => <ModerationButtons member={m} /> },
];

export default function AdminMembers() {
  const { q, page, total, pages, members } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const pageLink = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params}`;
  };
  return (
    <>
      <h1>Members</h1>
      <Form method="get" className="card admin-search" role="search">
        <label htmlFor="admin-q">Search by name, email, phone or member ID</label>
        <div className="admin-search__row">
          <input id="admin-q" name="q" type="search" defaultValue={q} maxLength={100} />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </Form>
      <p role="status">
        {total} {total === 1 ? "member" : "members"}
        {pages > 1 && ` · page ${page} of ${pages}`}
      </p>
      <AdminTable caption="Members" columns={MEMBER_COLUMNS} rows={members} rowKey={(m) => m.publicId} />
      <Pager page={page} pages={pages} hrefFor={pageLink} />
    </>
  );
}
