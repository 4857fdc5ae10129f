import { Form, useNavigation } from "react-router";
import type { PhotoVisibility } from "~/forms/privacy-options";
import { PersonItem, type ListedPerson } from "./PersonItem";
import { PhotoVisibilityOptions } from "./PhotoVisibilityOptions";
import { useT } from "./translate";

/** A member in the photo requests' lists, as photoRequestsOf gives them. */
type Requester = ListedPerson;

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
  const t = useT();
  return (
    <>
      <section className="card" aria-labelledby="photo-visibility-heading">
        <h2 id="photo-visibility-heading">{t("photoPrivacy.heading")}</h2>
        <Form method="post" preventScrollReset>
          <fieldset className="choices">
            <legend className="visually-hidden">{t("photoPrivacy.heading")}</legend>
            <PhotoVisibilityOptions name="visibility" checked={visibility} idPrefix="photo-visibility" />
          </fieldset>
          <button type="submit" name="intent" value="photo-visibility" className="button" disabled={busy}>
            {t("photoPrivacy.save")}
          </button>
        </Form>
      </section>
      <section className="card" aria-labelledby="photo-requests-heading">
        <h2 id="photo-requests-heading">{t("photoPrivacy.requests")}</h2>
        {pending.length === 0 && granted.length === 0 && <p className="empty">{t("photoPrivacy.none")}</p>}
        <RequesterList title={t("photoPrivacy.asking")} people={pending} actions={PENDING_ACTIONS} />
        <RequesterList title={t("photoPrivacy.canSee")} people={granted} actions={GRANTED_ACTIONS} />
      </section>
    </>
  );
}

const PENDING_ACTIONS = [
  { intent: "photo-grant", label: "photoPrivacy.show" },
  { intent: "photo-decline", label: "photoPrivacy.decline" },
];
const GRANTED_ACTIONS = [{ intent: "photo-revoke", label: "photoPrivacy.revoke" }];

/**
 * One list of members, each as a card like a request's (photo, name linked to their profile, a line about them:
 * whom the owner is answering), with buttons named with the member, so each button says whom it is for.
 */
function RequesterList({
  title,
  people,
  actions,
}: {
  title: string;
  people: Requester[];
  actions: { intent: string; label: string }[];
}) {
  const t = useT();
  if (people.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="people">
        {people.map((person) => (
          <PersonItem key={person.publicId} person={person} heading="h4">
            <Form method="post" preventScrollReset className="person__actions">
              <input type="hidden" name="memberId" value={person.publicId} />
              {actions.map(({ intent, label }) => (
                <button key={intent} type="submit" name="intent" value={intent} className="button button--small">
                  {t(label)}
                  <span className="visually-hidden"> ({person.fullName})</span>
                </button>
              ))}
            </Form>
          </PersonItem>
        ))}
      </ul>
    </>
  );
}
