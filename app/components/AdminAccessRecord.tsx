import { formatUtc } from "./SiteFlag";
import { useT } from "./translate";

type Access = { ip: string; at: string | Date };

/**
 * The address and time the profile was created from, and its last sign-ins (docs/product-rules.md §41): shown to
 * administrators only, on the member's admin page. An account older than the record has no creation address.
 */
export function AdminAccessRecord({ creation, signIns }: { creation: Access | null; signIns: Access[] }) {
  const t = useT();
  const when = (at: string | Date) => `${formatUtc(new Date(at).toISOString())} UTC`;
  return (
    <section className="card" aria-labelledby="access-heading">
      <h2 id="access-heading">{t("adminMember.accessHeading")}</h2>
      <p>
        {creation
          ? t("adminMember.createdFrom", { ip: creation.ip, time: when(creation.at) })
          : t("adminMember.noCreationRecord")}
      </p>
      {signIns.length === 0 ? (
        <p>{t("adminMember.noSignIns")}</p>
      ) : (
        <>
          <h3>{t("adminMember.signIns")}</h3>
          <ul>
            {signIns.map((signIn, index) => (
              <li key={index}>
                {when(signIn.at)} · <bdi dir="ltr">{signIn.ip}</bdi>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
