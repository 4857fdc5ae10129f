import { Link } from "react-router";
import type { Connection } from "~/domain/connections/connection-lists.server";
import { ContactLines } from "./ContactLines";
import { useT } from "./translate";

/**
 * The next step after Accept (docs/product-rules.md §4): "You are connected with <name>", the contact details a
 * connection now sees, a Message button to the conversation and a link to the profile.
 */
export function JustConnected({ person }: { person: Connection }) {
  const t = useT();
  const [before, after] = t("justConnected.title").split("{{name}}");
  const her = person.gender === "Female";
  return (
    <section className="card just-connected" aria-labelledby="just-connected-title">
      <h2 id="just-connected-title">
        {before}
        <bdi>{person.fullName}</bdi>
        {after}
      </h2>
      <p>{t(her ? "justConnected.textHer" : "justConnected.textHis")}</p>
      <ContactLines phone={person.phone} email={person.email} />
      <p className="just-connected__actions">
        <Link to={`/messages/${person.connectionId}`} className="button">
          {t("justConnected.message")}
        </Link>
        <Link to={`/InnerProfile/${person.publicId}`} className="button button--outline">
          {t(her ? "justConnected.profileHer" : "justConnected.profileHis")}
        </Link>
      </p>
    </section>
  );
}
