import { Form } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import type { ReactNode } from "react";
import type { InvitationView } from "~/domain/family/guardian-accounts.server";
import type { Relation } from "~/forms/family-options";
import { Field } from "./Field";
import { useT } from "./translate";

// A guardian's invitation page (docs/product-rules.md §32): what the member asks of the guardian, and the form
// that accepts it, with a new password or the existing guardian account's, or declines it.

/** The guardian as the member's relative, as the invitation's sentence names them ("as her father"). */
const RELATION_KEYS: Record<Relation, string> = {
  father: "accept.relation.father",
  mother: "accept.relation.mother",
  brother: "accept.relation.brother",
  sister: "accept.relation.sister",
  uncle: "accept.relation.uncle",
  aunt: "accept.relation.aunt",
  grandfather: "accept.relation.grandfather",
  grandmother: "accept.relation.grandmother",
  cousin: "accept.relation.cousin",
  relative: "accept.relation.relative",
  friend: "accept.relation.friend",
};

/** The address's place in a translated sentence, filled in by withAddress. */
const ADDRESS = { email: "{{email}}" };

/** A translated sentence with the e-mail address in its place, kept left to right in Urdu. */
function withAddress(text: string, email: string): ReactNode {
  const [before, after] = text.split("{{email}}");
  return (
    <>
      {before}
      <bdi>{email}</bdi>
      {after}
    </>
  );
}

/** What the member asks: the guardian's name and relation, the address invited, and what they will see and may do. */
export function InvitationTerms({ invitation }: { invitation: InvitationView }) {
  const t = useT();
  const female = invitation.memberGender === "Female";
  const member = invitation.memberFirstName;
  return (
    <section className="card stack" aria-labelledby="invitation-heading">
      <h2 id="invitation-heading">{t("accept.invitationHeading")}</h2>
      <p>
        {withAddress(
          t(female ? "accept.greetingHer" : "accept.greetingHis", {
            guardian: invitation.guardianName,
            member,
            relation: t(RELATION_KEYS[invitation.relation]),
            ...ADDRESS,
          }),
          invitation.email,
        )}
      </p>
      <ul>
        <li>{female ? t("accept.seesRequestsHer") : t("accept.seesRequestsHis")}</li>
        <li>{female ? t("accept.seesConnectionsHer") : t("accept.seesConnectionsHis")}</li>
        <li>
          {invitation.canAnswer
            ? female
              ? t("accept.mayAnswerHer")
              : t("accept.mayAnswerHis")
            : female
              ? t("accept.mayNotAnswerHer")
              : t("accept.mayNotAnswerHis")}
        </li>
        <li>{t(female ? "accept.shownToHer" : "accept.shownToHis", { member })}</li>
      </ul>
    </section>
  );
}

/** Accept (naming a new account and choosing its password, or giving the existing account's) or Decline. */
export function AcceptInvitationForm({
  invitation,
  reply,
  busy,
}: {
  invitation: InvitationView;
  reply: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const t = useT();
  const errors = (name: string) => reply?.error?.[name] ?? undefined;
  const formError = errors("")?.[0];
  return (
    <Form method="post" className="card stack" noValidate>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {invitation.hasAccount ? (
        <p>{withAddress(t("accept.hasAccount", ADDRESS), invitation.email)}</p>
      ) : (
        <>
          <p>{withAddress(t("accept.choosePassword", ADDRESS), invitation.email)}</p>
          <Field id="accept-name" label={t("accept.name")} errors={errors("name")}>
            <input
              id="accept-name"
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={invitation.guardianName}
              aria-invalid={errors("name") ? true : undefined}
              aria-describedby="accept-name-error"
            />
          </Field>
        </>
      )}
      <Field
        id="accept-password"
        label={invitation.hasAccount ? t("accept.password") : t("accept.newPassword")}
        hint={invitation.hasAccount ? undefined : t("accept.passwordHint")}
        errors={errors("password")}
      >
        <input
          id="accept-password"
          name="password"
          type="password"
          autoComplete={invitation.hasAccount ? "current-password" : "new-password"}
          required
          aria-invalid={errors("password") ? true : undefined}
          aria-describedby={
            invitation.hasAccount ? "accept-password-error" : "accept-password-hint accept-password-error"
          }
        />
      </Field>
      {!invitation.hasAccount && (
        <Field id="accept-confirm" label={t("accept.confirmPassword")} errors={errors("confirmPassword")}>
          <input
            id="accept-confirm"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={errors("confirmPassword") ? true : undefined}
            aria-describedby="accept-confirm-error"
          />
        </Field>
      )}
      <div className="wizard-actions">
        <button type="submit" name="intent" value="accept" className="button" disabled={busy}>
          {t("accept.accept")}
        </button>
        <button type="submit" name="intent" value="decline" className="button button--outline" formNoValidate>
          {t("accept.decline")}
        </button>
      </div>
    </Form>
  );
}
