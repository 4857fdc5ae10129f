import { Form, Link } from "react-router";
import type { RequestPerson } from "~/domain/connections/connection-lists.server";
import { sentRequestMark } from "~/forms/guardian-marks";
import { personLine } from "./PersonItem";
import { useDateLocale, useT, type Translate } from "./translate";

// What a guardian sees of the member they guard (docs/product-rules.md §32), and what the member's preview at
// /family shows of it. Each name links to the person's profile: for the guardian its read-only view under
// /guardian, for the member their own page (`profileHref`). No photos: a guardian is not a member, and photos
// follow the members' rules (§27).

/** The other member of a request or connection, as the request lists give them (without the photo). */
type Person = Omit<RequestPerson, "image">;
type Page<Key extends string, Item> = { [K in Key]: Item[] } & { total: number };
type Sent = Page<
  "requests",
  {
    id: string;
    createdAt: Date;
    status: "pending" | "accepted" | "rejected";
    answeredByGuardian: boolean;
    recipient: Person;
  }
>;

export type DashboardData = {
  incoming: Page<"requests", { id: string; createdAt: Date; sender: Person }>;
  sent: { pending: Sent; accepted: Sent; rejected: Sent };
  connections: Page<
    "connections",
    Person & { phone: string; email: string; acceptedByGuardian: boolean; sentByViewer: boolean }
  >;
};

/**
 * The marks of app/forms/guardian-marks.ts (in English there, as the e-mails and the API say them) in the
 * reader's language.
 */
const MARK_KEYS: Record<string, string> = {
  "Accepted by her guardian": "dashboard.acceptedByHerGuardian",
  "Accepted by his guardian": "dashboard.acceptedByHisGuardian",
  "Not accepted (answered by her guardian)": "dashboard.notAcceptedByHerGuardian",
  "Not accepted (answered by his guardian)": "dashboard.notAcceptedByHisGuardian",
};

/**
 * Who answered a connection when a guardian did (§32), from the guardian's side: the other member's guardian
 * when the member asked, else the member's own guardian.
 */
function connectionMark(
  t: Translate,
  memberName: string,
  connection: DashboardData["connections"]["connections"][number],
) {
  if (!connection.acceptedByGuardian) return null;
  if (!connection.sentByViewer) return t("dashboard.acceptedForMember", { name: memberName });
  return connection.gender === "Female" ? t("dashboard.acceptedByHerGuardian") : t("dashboard.acceptedByHisGuardian");
}

/** The line under a sent request the recipient's guardian answered, in the reader's language; null otherwise. */
function sentMark(t: Translate, request: Parameters<typeof sentRequestMark>[0]) {
  const english = sentRequestMark(request);
  return english ? t(MARK_KEYS[english] ?? english) : null;
}

/** A line under the person when a guardian answered; nothing when the member did. */
function Mark({ text }: { text: string | null }) {
  return text ? <p className="field__hint">{text}</p> : null;
}

/** The line about a person: the gender is a choice in the reader's language, the rest their own words. */
const about = (t: Translate, person: Person) =>
  personLine(t("dashboard.about", { gender: t(person.gender), age: person.age }), person.city, person.working);

const on = (date: Date, locale: string) =>
  new Date(date).toLocaleDateString(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

/** A person's name as their card's heading, a link to their profile. */
function PersonName({ person, href }: { person: Person; href: (publicId: string) => string }) {
  return (
    <h3>
      <Link to={href(person.publicId)}>
        <bdi>{person.fullName}</bdi>
      </Link>
    </h3>
  );
}

/** A list's heading with its count, and "and N more" when the list shows only its first page. */
function Heading({ title, shown, total }: { title: string; shown: number; total: number }) {
  const t = useT();
  return (
    <h2>
      {title} ({total})
      {shown < total ? <span className="field__hint"> · {t("dashboard.newestShown", { shown })}</span> : null}
    </h2>
  );
}

/**
 * The member's requests and connections. `answering`: the guardian may answer incoming requests, with
 * buttons that post to the page itself; left out in the member's preview and without permission.
 * `profileHref`: where each person's name leads.
 */
export function GuardianDashboard({
  memberName,
  data,
  answering,
  profileHref,
}: {
  memberName: string;
  data: DashboardData;
  answering: boolean;
  profileHref: (publicId: string) => string;
}) {
  const t = useT();
  const locale = useDateLocale();
  const sentLists = [
    { id: "pending", title: t("dashboard.sentPending"), list: data.sent.pending },
    { id: "accepted", title: t("dashboard.sentAccepted"), list: data.sent.accepted },
    { id: "rejected", title: t("dashboard.sentRejected"), list: data.sent.rejected },
  ];
  return (
    <div className="stack">
      <section aria-labelledby="incoming-heading" className="stack">
        <div id="incoming-heading">
          <Heading
            title={t("dashboard.incoming", { name: memberName })}
            shown={data.incoming.requests.length}
            total={data.incoming.total}
          />
        </div>
        {data.incoming.requests.length === 0 ? (
          <p className="empty">{t("dashboard.noIncoming")}</p>
        ) : (
          <ul className="people">
            {data.incoming.requests.map((request) => (
              <li key={request.id} className="card person">
                <div className="person__body">
                  <PersonName person={request.sender} href={profileHref} />
                  <p>{about(t, request.sender)}</p>
                  <p className="field__hint">{t("dashboard.receivedOn", { date: on(request.createdAt, locale) })}</p>
                  {answering && (
                    <Form method="post" className="person__actions">
                      <input type="hidden" name="requestId" value={request.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="accept"
                        className="button"
                        aria-label={t("dashboard.acceptLabel", { sender: request.sender.fullName, name: memberName })}
                      >
                        {t("dashboard.accept")}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="reject"
                        className="button button--outline"
                        aria-label={t("dashboard.declineLabel", { sender: request.sender.fullName, name: memberName })}
                      >
                        {t("dashboard.decline")}
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {sentLists.map(({ id, title, list }) => (
        <section key={id} className="stack" aria-label={title}>
          <Heading title={title} shown={list.requests.length} total={list.total} />
          {list.requests.length === 0 ? (
            <p className="empty">{t("dashboard.none")}</p>
          ) : (
            <ul className="people">
              {list.requests.map((request) => (
                <li key={request.id} className="card person">
                  <div className="person__body">
                    <PersonName person={request.recipient} href={profileHref} />
                    <p>{about(t, request.recipient)}</p>
                    <p className="field__hint">{t("dashboard.sentOn", { date: on(request.createdAt, locale) })}</p>
                    <Mark text={sentMark(t, request)} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section className="stack" aria-label={t("dashboard.connections")}>
        <Heading
          title={t("dashboard.connections")}
          shown={data.connections.connections.length}
          total={data.connections.total}
        />
        {data.connections.connections.length === 0 ? (
          <p className="empty">{t("dashboard.noConnections")}</p>
        ) : (
          <ul className="people">
            {data.connections.connections.map((person) => (
              <li key={person.publicId} className="card person">
                <div className="person__body">
                  <PersonName person={person} href={profileHref} />
                  <p>{about(t, person)}</p>
                  <p>
                    {t("dashboard.phone")}{" "}
                    <a href={`tel:${person.phone}`} dir="ltr">
                      {person.phone}
                    </a>{" "}
                    · {t("dashboard.email")}{" "}
                    <a href={`mailto:${person.email}`} dir="ltr">
                      {person.email}
                    </a>
                  </p>
                  <Mark text={connectionMark(t, memberName, person)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
