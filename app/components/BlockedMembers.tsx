import { Form } from "react-router";
import { useT } from "./translate";

type Blocked = { publicId: string; fullName: string };

/** The "Blocked members" section of /settings (docs/product-rules.md §28): whom I blocked, each with Unblock. */
export function BlockedMembers({ blocked }: { blocked: Blocked[] }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="blocked-heading">
      <h2 id="blocked-heading">{t("blocked.heading")}</h2>
      <p>{t("blocked.explain")}</p>
      {blocked.length === 0 ? (
        <p className="empty">{t("blocked.none")}</p>
      ) : (
        <ul className="people">
          {blocked.map((member) => (
            <li key={member.publicId} className="blocked-member">
              <bdi>{member.fullName}</bdi>
              <Form method="post" action="/settings">
                <input type="hidden" name="memberId" value={member.publicId} />
                <button type="submit" name="intent" value="unblock" className="button button--small button--outline">
                  {t("blocked.unblock")}
                  <span className="visually-hidden"> {member.fullName}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <p className="field__hint">{t("blocked.howTo")}</p>
    </section>
  );
}
