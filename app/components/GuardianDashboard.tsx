import { Form } from "@remix-run/react";
import { sentRequestMark, theirGuardian } from "~/forms/guardian-marks";
import { GuardianMark } from "./PersonItem";

// What a guardian sees of the member they guard (docs/product-rules.md §32), and what the member's preview at
// /family shows of it. Names are not links: a guardian opens no member page. No photos either: a guardian is
// not a member, and photos follow the members' rules (§27).

type Person = { publicId: string; fullName: string; gender: string; age: number; city: string; working: string };
type Page<Key extends string, Item> = { [K in Key]: Item[] } & { total: number };
type Sent = Page<
  "requests",
  {
    id: string;
    createdAt: string;
    status: "pending" | "accepted" | "rejected";
    answeredByGuardian: boolean;
    recipient: Person;
  }
>;

export type DashboardData = {
  incoming: Page<"requests", { id: string; createdAt: string; sender: Person }>;
  sent: { pending: Sent; accepted: Sent; rejected: Sent };
  connections: Page<
    "connections",
    Person & { phone: string; email: string; acceptedByGuardian: boolean; sentByViewer: boolean }
  >;
};

/**
 * Who answered a connection when a guardian did (§32), from the guardian's side: the other member's guardian
 * when the member asked, else the member's own guardian.
 */
function connectionMark(memberName: string, connection: DashboardData["connections"]["connections"][number]) {
  if (!connection.acceptedByGuardian) return null;
  return connection.sentByViewer
    ? `Accepted by ${theirGuardian(connection.gender)}`
    : `Accepted by a guardian on ${memberName}'s behalf`;
}

const about = (person: Person) => `${person.gender} · ${person.age} · ${person.city} · ${person.working}`;
const on = (date: string) =>
  new Date(date).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

/** A list's heading with its count, and "and N more" when the list shows only its first page. */
function Heading({ title, shown, total }: { title: string; shown: number; total: number }) {
  return (
    <h2>
      {title} ({total}){shown < total ? <span className="field__hint"> · the newest {shown} shown</span> : null}
    </h2>
  );
}

/**
 * The member's requests and connections. `answering`: the guardian may answer incoming requests, with
 * buttons that post to the page itself; left out in the member's preview and without permission.
 */
export function GuardianDashboard({
  memberName,
  data,
  answering,
}: {
  memberName: string;
  data: DashboardData;
  answering: boolean;
}) {
  const sentLists = [
    { title: "Sent, waiting for an answer", list: data.sent.pending },
    { title: "Sent and accepted", list: data.sent.accepted },
    { title: "Sent and not accepted", list: data.sent.rejected },
  ];
  return (
    <div className="stack">
      <section aria-labelledby="incoming-heading" className="stack">
        <div id="incoming-heading">
          <Heading
            title={`Requests waiting for ${memberName}'s answer`}
            shown={data.incoming.requests.length}
            total={data.incoming.total}
          />
        </div>
        {data.incoming.requests.length === 0 ? (
          <p className="empty">No requests are waiting.</p>
        ) : (
          <ul className="people">
            {data.incoming.requests.map((request) => (
              <li key={request.id} className="card person">
                <div className="person__body">
                  <h3>{request.sender.fullName}</h3>
                  <p>{about(request.sender)}</p>
                  <p className="field__hint">Received on {on(request.createdAt)}</p>
                  {answering && (
                    <Form method="post" className="person__actions">
                      <input type="hidden" name="requestId" value={request.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="accept"
                        className="button"
                        aria-label={`Accept ${request.sender.fullName}'s request on ${memberName}'s behalf`}
                      >
                        Accept
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="reject"
                        className="button button--outline"
                        aria-label={`Decline ${request.sender.fullName}'s request on ${memberName}'s behalf`}
                      >
                        Decline
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {sentLists.map(({ title, list }) => (
        <section key={title} className="stack" aria-label={title}>
          <Heading title={title} shown={list.requests.length} total={list.total} />
          {list.requests.length === 0 ? (
            <p className="empty">None.</p>
          ) : (
            <ul className="people">
              {list.requests.map((request) => (
                <li key={request.id} className="card person">
                  <div className="person__body">
                    <h3>{request.recipient.fullName}</h3>
                    <p>{about(request.recipient)}</p>
                    <p className="field__hint">Sent on {on(request.createdAt)}</p>
                    <GuardianMark text={sentRequestMark(request)} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section className="stack" aria-label="Connections">
        <Heading title="Connections" shown={data.connections.connections.length} total={data.connections.total} />
        {data.connections.connections.length === 0 ? (
          <p className="empty">No connections yet.</p>
        ) : (
          <ul className="people">
            {data.connections.connections.map((person) => (
              <li key={person.publicId} className="card person">
                <div className="person__body">
                  <h3>{person.fullName}</h3>
                  <p>{about(person)}</p>
                  <p>
                    Phone: <a href={`tel:${person.phone}`}>{person.phone}</a> · E-mail:{" "}
                    <a href={`mailto:${person.email}`}>{person.email}</a>
                  </p>
                  <GuardianMark text={connectionMark(memberName, person)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
