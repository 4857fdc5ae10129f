import { Form, useNavigation } from "@remix-run/react";
import { PHOTO_VISIBILITIES, PHOTO_VISIBILITY_LABELS, type PhotoVisibility } from "~/forms/privacy-options";

type Requester = { publicId: string; fullName: string };

/**
 * "Who can see my photo" and "Photo requests" on /settings (docs/product-rules.md §27): plain POST forms to
 * the page, each with its intent, so they work without JavaScript; with it, Remix posts them in place.
 */
export function PhotoPrivacySettings({
  visibility,
  pending,
  granted,
}: {
  visibility: PhotoVisibility;
  pending: Requester[];
  granted: Requester[];
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <section className="card" aria-labelledby="photo-visibility-heading">
        <h2 id="photo-visibility-heading">Who can see my photo</h2>
        <Form method="post" preventScrollReset>
          <fieldset className="choices">
            <legend className="visually-hidden">Who can see my photo</legend>
            <div className="choices__options">
              {PHOTO_VISIBILITIES.map((value) => (
                <div className="checkbox" key={value}>
                  <input
                    type="radio"
                    id={`photo-visibility-${value}`}
                    name="visibility"
                    value={value}
                    defaultChecked={value === visibility}
                  />
                  <label htmlFor={`photo-visibility-${value}`}>{PHOTO_VISIBILITY_LABELS[value]}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <button type="submit" name="intent" value="photo-visibility" className="button" disabled={busy}>
            Save
          </button>
        </Form>
      </section>
      <section className="card" aria-labelledby="photo-requests-heading">
        <h2 id="photo-requests-heading">Photo requests</h2>
        {pending.length === 0 && granted.length === 0 && <p className="empty">Nobody has asked to see your photo.</p>}
        <RequesterList title="Asking to see your photo" people={pending} actions={PENDING_ACTIONS} />
        <RequesterList title="Can see your photo" people={granted} actions={GRANTED_ACTIONS} />
      </section>
    </>
  );
}

const PENDING_ACTIONS = [
  { intent: "photo-grant", label: "Show my photo" },
  { intent: "photo-decline", label: "Decline" },
];
const GRANTED_ACTIONS = [{ intent: "photo-revoke", label: "Revoke" }];

/** One list of members, each with buttons named with the member, so each button says whom it is for. */
function RequesterList({
  title,
  people,
  actions,
}: {
  title: string;
  people: Requester[];
  actions: { intent: string; label: string }[];
}) {
  if (people.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="settings-list">
        {people.map((person) => (
          <li key={person.publicId}>
            <span>{person.fullName}</span>
            <Form method="post" preventScrollReset className="settings-list__actions">
              <input type="hidden" name="memberId" value={person.publicId} />
              {actions.map(({ intent, label }) => (
                <button key={intent} type="submit" name="intent" value={intent} className="button button--small">
                  {label}
                  <span className="visually-hidden"> ({person.fullName})</span>
                </button>
              ))}
            </Form>
          </li>
        ))}
      </ul>
    </>
  );
}
