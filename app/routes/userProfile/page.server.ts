import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { EditProfileResult as ActionResult } from "~/components/EditProfileDialog";
import { profileHeaderFacts, profileSectionRows } from "~/web/profile-page-data.server";
import { photoRemovedByTeam } from "~/domain/safety/approvals.server";
import { hasActiveGuardian } from "~/domain/family/guardian-reach.server";
import { preferencesForForm } from "~/domain/profiles/preferences.server";
import { profileCompleteness } from "~/domain/profiles/profile-completeness.server";
import { editFormValues, editOwnProfile, getOwnProfile } from "~/domain/profiles/profiles.server";
import { badgesOf } from "~/domain/profiles/badges.server";
import { planOf, planSummaryOf } from "~/domain/plans/plans.server";
import { translateMessage } from "~/domain/site/translations.server";
import { DATE_LOCALES, type Language } from "~/forms/languages";
import { FIXED_AFTER_SIGNUP, parseForm, siteEditProfileSchema } from "~/forms/submissions.server";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { waitingCandidateOf } from "~/web/candidate-waiting.server";
import { answerRefusals, refusalReply, translateReply } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { getSession, sessionBinding } from "~/web/session.server";
import { deleteOwnAccount, deleteRefusal, type DeleteRefusal } from "~/web/account-deletion.server";
import { atPhotoField, photoBytes, readPhotoForm } from "~/web/uploads.server";
import { requestFactsOf } from "~/web/request-context.server";
import { pageUrl } from "~/web/page-url.server";

// The own profile page's loader and action, in one server module: the browser build turns each server module
// a route imports into an empty script of its own (page weight, issue 7; decision 008).

const UPDATE_FAILED = "There was an error updating the profile. Please try again.";

/**
 * The plan's summary in the reader's language: its last day in their script ("23 May 2027" in English, as the
 * domain writes it).
 */
function localPlanSummary(unqId: number, language: Language) {
  const summary = planSummaryOf(unqId);
  const plan = planOf(unqId);
  if (language === "en" || plan.plan === "basic") return summary;
  const until = new Date(plan.endsAt.getTime() - 1).toLocaleDateString(DATE_LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
  return { ...summary, until };
}

/**
 * The words the own profile page shows (its sections, the Edit Profile dialog, the meter, the plan), by area: the
 * page carries them twice (text and hydration data), and whole namespaces made it the heaviest page (page weight
 * budget, README "Page weight"). A new component on this page adds its area here.
 */
const OWN_PROFILE_WORDS = [
  ...(["completeness", "editProfile", "photoPicker", "photoPrivacy", "userProfile", "yourPlan"] as const).map(
    (area) => `member/${area}` as const,
  ),
  ...(
    [
      "badges",
      "biodata",
      "memberPhoto",
      // The own partner preferences' rows, worded by the loader (app/web/preference-rows.server.ts).
      "preferenceRows",
      "profileBadge",
      "profileField",
      "profileHeader",
      "profileHeight",
      "profileRows",
      "profileSections",
      "safetyLink",
    ] as const
  ).map((area) => `profiles/${area}` as const),
  "connections/approval",
  "connections/guardianMark",
  "connections/person",
  "account/waiting",
  "options",
] as const;

export async function userProfileLoader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  // An administrator is never a listed profile (docs/product-rules.md §16): their account lives on /admin.
  if (viewer.role === "admin") throw redirect("/admin");
  const profile = getOwnProfile(viewer.unqId)!;
  const completeness = profileCompleteness(viewer.unqId)!;
  const approval = {
    awaitingApproval: profile.awaitingApproval,
    photoAwaitingApproval: profile.photoAwaitingApproval && profile.photoId !== null,
    photoRemoved: profile.photoId === null && photoRemovedByTeam(viewer.unqId),
  };
  const editing = pageUrl(request).searchParams.get("edit") === "1";
  const language = await requestLanguage(request, viewer);
  return data(
    {
      i18n: await pageI18n(request, ...OWN_PROFILE_WORDS),
      profile,
      approval,
      // A relative's profile waiting for the person it is for (§31a): whom, and where their code went (masked).
      candidate: waitingCandidateOf(viewer.unqId, profile.fullName),
      editing,
      // Who may see the photo is asked beside it (issue 39).
      values: editing ? { ...editFormValues(profile), photoVisibility: profile.photoVisibility } : null,
      // The member sees the "Guardian involved" others see (docs/product-rules.md §32).
      guardianInvolved: hasActiveGuardian(viewer.unqId),
      // The meter stays until the profile is complete (issue 19), then goes.
      completeness: completeness.percent < 100 ? completeness : null,
      // The sections' rows, with the member's own partner preferences, shown to them alone (§24).
      sections: profileSectionRows(profile, preferencesForForm(viewer.unqId)),
      headerFacts: profileHeaderFacts(profile),
      // The badges others see on the profile (docs/product-rules.md §39).
      badges: badgesOf(profile),
      // The plan, its last day and (Elite) the manager (docs/product-rules.md §35).
      yourPlan: localPlanSummary(viewer.unqId, language),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const CODE_SENT = "We sent a 6-digit code to this address. Enter it below and press Save again.";

// The photo's bytes (a data URL from the crop editor) are never sent back to the browser with the other values.
const WITHOUT_PHOTO = { hideFields: ["image"] };

export async function userProfileAction({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const language = await requestLanguage(request, viewer);
  const say = (message: string) => translateMessage(language, message);
  let form: FormData | undefined;
  return answerRefusals(
    async () => {
      const read = await readPhotoForm(request);
      form = read.form;
      if (form.get("intent") === "delete") return deleteOwnAccount(request, viewer.unqId, form);
      const submission = parseForm(form, siteEditProfileSchema);
      // A photo over the limit is refused beside its field, with the other values as typed (issue 39).
      const photoError = read.photoRefusal && { fieldErrors: { image: [read.photoRefusal.message] } };
      if (submission.status !== "success" || photoError)
        return data<ActionResult>(
          {
            reply: translateReply(submission.reply({ ...photoError, ...WITHOUT_PHOTO }), language),
            formError: say(UPDATE_FAILED),
          },
          { status: 400 },
        );
      const edit = await editOwnProfile(viewer.unqId, submission.value, {
        code: String(form.get("emailCode") ?? "").trim() || undefined,
        binding: sessionBinding(await getSession(request)),
        clientIp: requestFactsOf(context).clientIp,
        photo: await photoBytes(form),
        // Asked beside the photo (PhotoPicker); saved as /settings saves it.
        photoVisibility: form.get("photoVisibility") ?? undefined,
      });
      if ("codeSentTo" in edit) {
        const reply = translateReply(
          submission.reply({ fieldErrors: { email: [CODE_SENT] }, ...WITHOUT_PHOTO }),
          language,
        );
        return data<ActionResult>(
          { reply, formError: say("One more step: confirm your new email."), emailCodeFor: edit.codeSentTo },
          { status: 400 },
        );
      }
      return redirectWithFlash("/userProfile", { type: "success", message: "Profile updated successfully!" });
    },
    (error): ActionResult | DeleteRefusal => {
      if (form?.get("intent") === "delete") return deleteRefusal(error, language);
      // A refused photo is shown beside the photo field, as any refusal about one of the form's fields.
      const refusal = atPhotoField(error);
      const reply = translateReply(refusalReply(form ?? new FormData(), refusal, WITHOUT_PHOTO), language);
      // Any other refusal (too many changes, a gender or date of birth the dialog only shows as text) says why
      // at the top.
      const onField = refusal.field && !(FIXED_AFTER_SIGNUP as readonly string[]).includes(refusal.field);
      const formError = onField ? say(UPDATE_FAILED) : `${say(UPDATE_FAILED)} ${say(refusal.message)}`;
      return {
        reply,
        formError,
        emailCodeFor: refusal.field === "emailCode" ? String(form?.get("email") ?? "") : undefined,
      };
    },
  );
}
