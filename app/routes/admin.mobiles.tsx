import { data, Link, useLoaderData } from "react-router";
import { useT } from "~/components/translate";
import { sharedMobileNumbers } from "~/domain/accounts/mobile-numbers.server";
import { memberCode } from "~/forms/member-id";
import { spacedMobile } from "~/forms/indian-mobile";
import { requireAdmin } from "~/web/auth.server";
import type { Route } from "./+types/admin.mobiles";

// /admin/mobiles (docs/product-rules.md §38): every mobile number on more than one account. A relative may prove
// one number on up to three profiles they made; each such reuse is shown here, with any older duplicate.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ shared: sharedMobileNumbers() }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminMobiles() {
  const { shared } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t("adminMobiles.title")}</h1>
      <p>{t("adminMobiles.explain")}</p>
      {shared.length === 0 ? (
        <p role="status">{t("adminMobiles.none")}</p>
      ) : (
        <ul className="stack">
          {shared.map(({ phone, accounts }) => (
            <li key={phone} className="card">
              <h2>
                <bdi dir="ltr">{spacedMobile(phone)}</bdi>
              </h2>
              <ul>
                {accounts.map((account) => (
                  <li key={account.publicId}>
                    <Link to={`/admin/members/${account.publicId}`}>
                      {memberCode(account.unqId)} <bdi>{account.fullName}</bdi>
                    </Link>{" "}
                    — {account.verified ? t("adminMobiles.verified") : t("adminMobiles.notVerified")}
                    {account.blocked && ` · ${t("adminStatus.blocked")}`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
