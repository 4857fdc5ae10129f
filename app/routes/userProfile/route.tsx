import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ApprovalNotice } from "~/components/ApprovalNotice";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { ProfileCompleteness } from "~/components/ProfileCompleteness";
import { ProfileHeader } from "~/components/ProfileHeader";
import { ProfileSections } from "~/components/ProfileSections";
import { SafetyLink } from "~/components/SafetyLink";
import { matchesT, useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { YourPlan } from "~/components/YourPlan";
import { userProfileAction, userProfileLoader } from "./page.server";

export const loader = userProfileLoader;
export const action = userProfileAction;

// The edit dialog validates in the browser with Conform, whose code loads on the first touch.
const EditProfileDialog = deferUntilInteraction(() =>
  import("~/components/EditProfileDialog").then((m) => m.EditProfileDialog),
);

export const meta: MetaFunction = ({ matches }) => [{ title: matchesT(matches)("userProfile.title") }];

export default function UserProfile() {
  const { profile, approval, editing, values, guardianInvolved, completeness, sections, headerFacts, yourPlan } =
    useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page page--profile">
      <ProfileHeader
        profile={{ ...profile, ...headerFacts, plan: yourPlan.plan === "basic" ? null : yourPlan.plan }}
        guardianInvolved={guardianInvolved}
      >
        <OwnProfileActions />
      </ProfileHeader>
      <ApprovalNotice approval={approval} />
      {completeness && <ProfileCompleteness completeness={completeness} />}
      <YourPlan plan={yourPlan} />
      {profile.hidden && (
        // docs/product-rules.md §28: a hidden member should never wonder why nobody new finds them.
        <Form method="post" action="/settings" className="hidden-notice card">
          <p>{t("userProfile.hiddenNotice")}</p>
          <input type="hidden" name="returnTo" value="/userProfile" />
          <button type="submit" name="intent" value="unhide" className="button button--small">
            {t("userProfile.unhide")}
          </button>
        </Form>
      )}
      <ProfileSections sections={sections} />
      <SafetyLink />
      <DeleteAccount />
      {editing && values && <EditProfileDialog values={values} currentSrc={profile.image ?? "/avatar-default.svg"} />}
    </div>
  );
}

function DeleteAccount() {
  const result = useActionData<typeof action>();
  const error = result && "deleteError" in result ? result.deleteError : undefined;
  useFocusAfterFailure(error ? "delete-password" : undefined, result);
  const t = useT();
  return (
    <section className="card danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t("userProfile.deleteAccount")}</h2>
      <p>{t("userProfile.deleteWarning")}</p>
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <div className={error ? "field field--invalid" : "field"}>
          <label htmlFor="delete-password">{t("userProfile.deletePassword")}</label>
          <input
            id="delete-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby="delete-password-error"
          />
          <p className="field__error" id="delete-password-error" aria-live="polite">
            {error}
          </p>
        </div>
        <button type="submit" className="button button--danger">
          {t("userProfile.deleteAccount")}
        </button>
      </Form>
    </section>
  );
}

/** Where the member's own page leads besides Edit Profile (docs/product-rules.md §2 Own profile, §28, §32). */
const OWN_LINKS = [
  ["/connectionReq", "userProfile.connectionRequests"],
  ["/myConnection", "userProfile.myConnections"],
  ["/settings", "userProfile.privacySettings"],
  ["/family", "userProfile.family"],
] as const;

/** The member's own buttons, in the header. */
function OwnProfileActions() {
  const t = useT();
  return (
    <>
      <Form method="post" action="/logout">
        <button type="submit" className="button button--outline">
          {t("userProfile.logOut")}
        </button>
      </Form>
      <Link to="?edit=1" className="button">
        {t("userProfile.editProfile")}
      </Link>
      {OWN_LINKS.map(([to, key]) => (
        <Link key={to} to={to} className="button button--outline">
          {t(key)}
        </Link>
      ))}
    </>
  );
}
