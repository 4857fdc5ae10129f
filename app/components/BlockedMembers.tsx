import { Form } from "@remix-run/react";

type Blocked = { publicId: string; fullName: string };

/** The "Blocked members" section of /settings (docs/product-rules.md §28): whom I blocked, each with Unblock. */
export function BlockedMembers({ blocked }: { blocked: Blocked[] }) {
  return (
    <section className="card" aria-labelledby="blocked-heading">
      <h2 id="blocked-heading">Blocked members</h2>
      <p>Unblocking lets you see each other again; a connection the block ended does not come back.</p>
      {blocked.length === 0 ? (
        <p className="empty">You have not blocked anyone.</p>
      ) : (
        <ul className="people">
          {blocked.map((member) => (
            <li key={member.publicId} className="blocked-member">
              <span>{member.fullName}</span>
              <Form method="post" action="/settings">
                <input type="hidden" name="memberId" value={member.publicId} />
                <button type="submit" name="intent" value="unblock" className="button button--small button--outline">
                  Unblock<span className="visually-hidden"> {member.fullName}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <p className="field__hint">
        To block someone, open their profile or a request from them and choose &quot;Block this member&quot;.
      </p>
    </section>
  );
}
