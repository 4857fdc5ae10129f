import { data, Form, Link, useLoaderData, useLocation } from "react-router";
import { ModerationButtons } from "~/components/ModerationButtons";
import { searchMembers } from "~/domain/safety/admin.server";
import { todaysNumbers } from "~/domain/site/admin-dashboard.server";
import { AdminDashboard } from "~/components/AdminDashboard";
import { pageNumber } from "~/forms/paging";
import { requireAdmin } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { moderateMember } from "~/web/moderation.server";
import { readForm } from "~/web/request-body.server";
import { memberCode } from "~/forms/member-id";
import { Pager } from "~/components/Pager";
import { AdminTable, type AdminColumn } from "~/components/AdminTable";
import { useT, type Translate } from "~/components/translate";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/admin._index";
import { pageUrl } from "~/web/page-url.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const params = pageUrl(request).searchParams;
  const q = params.get("q") ?? "";
  const page = pageNumber(params.get("page"));
  return data(
    // Today's numbers first (docs/product-rules.md §16); the pager's words are the profiles namespace's.
    {
      q,
      page,
      ...searchMembers(q, page),
      today: todaysNumbers(admin.unqId),
      i18n: await pageI18n(request, "profiles"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const flash = await moderateMember(await readForm(request), admin.unqId);
  const params = pageUrl(request).searchParams;
  params.delete("index"); // forms post to /admin?index; come back to the same search
  return redirectWithFlash(`/admin${params.size ? `?${params}` : ""}`, flash);
}

type MemberRow = Route.ComponentProps["loaderData"]["members"][number];

const memberColumns = (t: Translate): AdminColumn<MemberRow>[] => [
  { label: t("adminMembers.id"), cell: (m) => memberCode(m.unqId) },
  {
    label: t("adminMembers.name"),
    cell: (m) => (
      <Link to={`/admin/members/${m.publicId}`}>
        <bdi>{m.fullName}</bdi>
      </Link>
    ),
  },
  { label: t("adminMembers.email"), cell: (m) => m.email },
  { label: t("adminMembers.phone"), cell: (m) => (m.role === "admin" ? "—" : m.phone) },
  { label: t("adminMembers.city"), cell: (m) => m.city },
  {
    label: t("adminMembers.status"),
    cell: (m) => {
      const standing =
        m.role === "admin"
          ? t("adminStatus.admin")
          : m.blockByAdmin
            ? t("adminStatus.blocked")
            : t("adminStatus.active");
      return m.verified ? `${standing} · ${t("adminStatus.verified")}` : standing;
    },
  },
  { label: t("adminMembers.actions"), cell: (m) => <ModerationButtons member={m} /> },
];

export default function AdminMembers() {
  const { q, page, total, pages, members, today } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const t = useT();
  const pageLink = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params}`;
  };
  return (
    <>
      <AdminDashboard numbers={today} />
      <h2 id="members-heading">{t("adminMembers.heading")}</h2>
      <Form method="get" className="card admin-search" role="search">
        <label htmlFor="admin-q">{t("adminMembers.searchLabel")}</label>
        <div className="admin-search__row">
          <input id="admin-q" name="q" type="search" defaultValue={q} maxLength={100} />
          <button type="submit" className="button">
            {t("adminMembers.search")}
          </button>
        </div>
      </Form>
      <p role="status">
        {t("adminMembers.count", { count: total })}
        {pages > 1 && ` · ${t("adminStatus.page", { page, pages })}`}
      </p>
      <AdminTable
        caption={t("adminNav.members")}
        columns={memberColumns(t)}
        rows={members}
        rowKey={(m) => m.publicId}
      />
      <Pager page={page} pages={pages} hrefFor={pageLink} />
    </>
  );
}
