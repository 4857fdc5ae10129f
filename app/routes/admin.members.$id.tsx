import { data, Link, useActionData, useLoaderData } from "react-router";
import { DEFAULT_AVATAR } from "~/forms/default-avatar";
import { AdminPlanSection } from "~/components/AdminPlanSection";
import { AdminCorrectionSection } from "~/components/AdminCorrectionSection";
import { AdminAccessRecord } from "~/components/AdminAccessRecord";
import { accountCreationOf, recentSignIns } from "~/domain/accounts/access-log.server";
import { waitingFor } from "~/domain/accounts/candidate-consent.server";
import { MemberReportHistory } from "~/components/MemberReportHistory";
import { ModerationButtons } from "~/components/ModerationButtons";
import { withElements } from "~/components/AdminTable";
import { DetailList } from "~/components/ProfileSections";
import { allDetailRows } from "~/web/profile-rows.server";
import { blockReasonOf, getMemberForAdmin } from "~/domain/safety/admin.server";
import { mobileForAdmin } from "~/domain/accounts/mobile-numbers.server";
import { profileCorrectionsOf } from "~/domain/safety/profile-corrections.server";
import { reportHistoryOf } from "~/domain/safety/report-queue.server";
import { indiaDate } from "~/domain/plans/plan-dates.server";
import { planHistory, planSummaryOf } from "~/domain/plans/plans.server";
import { now } from "~/services/clock.server";
import { PLAN_INTENTS, planAdminAction } from "~/web/plan-admin.server";
import { requireAdmin } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { correctMember, moderateMember } from "~/web/moderation.server";
import { readForm } from "~/web/request-body.server";
import type { Relation } from "~/forms/family-options";
import { useT } from "~/components/translate";
import { translateMessage } from "~/domain/site/translations.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { PlanFormResult } from "~/web/plan-admin.server";
import type { PageReply } from "~/web/form-reply.server";
import type { Route } from "./+types/admin.members.$id";
import { memberCode } from "~/forms/member-id";
import { pageUrl } from "~/web/page-url.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const member = getMemberForAdmin(params.id ?? "");
  if (!member) throw new Response("Not Found", { status: 404 });
  const plans = planHistory(member.publicId);
  // ?endPlan=<id> opens the confirmation (docs/product-rules.md §35); only a plan in force or to come ends.
  const endPlanId = Number(pageUrl(request).searchParams.get("endPlan"));
  const ending = plans.find((p) => p.id === endPlanId && (p.state === "in force" || p.state === "to come"));
  return data(
    {
      member,
      // Worked out here, so the option labels and row builders stay out of the page's script (issue 19).
      details: allDetailRows(member),
      corrections: profileCorrectionsOf(member.publicId),
      reports: reportHistoryOf(member.publicId),
      mobile: mobileForAdmin(member.publicId),
      // Why the member is blocked, by whom and when (docs/product-rules.md §16); none once unblocked.
      blockReason: member.blockByAdmin ? blockReasonOf(member.unqId) : null,
      // A relative's profile not yet confirmed by its candidate is listed nowhere (§31a): the reason, said here.
      waiting: waitingFor(member.unqId),
      // The address the profile was created from and the last sign-ins: for administrators only (§41).
      access: { creation: accountCreationOf(member.unqId), signIns: recentSignIns(member.unqId) },
      plan: { current: planSummaryOf(member.unqId), history: plans, today: indiaDate(now()), ending: ending ?? null },
      // The profile's details and the dialog's close button are the profiles' and account's words; the
      // details' choices, the genders and the plans' names are option labels.
      i18n: await pageI18n(request, "profiles", "options", "account"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  // The path as it came (still percent-encoded): the decoded id may hold characters no Location header can.
  const back = pageUrl(request).pathname;
  if ((PLAN_INTENTS as readonly unknown[]).includes(form.get("intent")))
    return planFormInReadersLanguage(request, await planAdminAction(admin, form, params.id ?? "", back));
  const flash =
    form.get("intent") === "correct"
      ? correctMember(form, admin.unqId, params.id ?? "")
      : await moderateMember(form, admin.unqId);
  return redirectWithFlash(back, flash);
}

/**
 * The plan form's refusal (a JSON answer) in the reader's language (decision 021): the domain says it in
 * English, which the page translates at the edge; a redirect with a flash message goes as it is (the root
 * translates the flash).
 */
async function planFormInReadersLanguage(request: Request, answer: Response | PageReply<PlanFormResult>) {
  const language = await requestLanguage(request);
  if (language === "en" || answer instanceof Response) return answer;
  const { planForm } = answer.data;
  return data<PlanFormResult>(
    { planForm: { ...planForm, message: translateMessage(language, planForm.message) } },
    answer.init ?? undefined,
  );
}

/** "Profile managed by her father": the English names the member's gender, Hindi and Urdu the relation's. */
const MANAGED_BY: Record<Relation, { Female: string; Male: string }> = {
  father: { Female: "adminManagedBy.herFather", Male: "adminManagedBy.hisFather" },
  mother: { Female: "adminManagedBy.herMother", Male: "adminManagedBy.hisMother" },
  brother: { Female: "adminManagedBy.herBrother", Male: "adminManagedBy.hisBrother" },
  sister: { Female: "adminManagedBy.herSister", Male: "adminManagedBy.hisSister" },
  uncle: { Female: "adminManagedBy.herUncle", Male: "adminManagedBy.hisUncle" },
  aunt: { Female: "adminManagedBy.herAunt", Male: "adminManagedBy.hisAunt" },
  grandfather: { Female: "adminManagedBy.herGrandfather", Male: "adminManagedBy.hisGrandfather" },
  grandmother: { Female: "adminManagedBy.herGrandmother", Male: "adminManagedBy.hisGrandmother" },
  cousin: { Female: "adminManagedBy.herCousin", Male: "adminManagedBy.hisCousin" },
  relative: { Female: "adminManagedBy.herRelative", Male: "adminManagedBy.hisRelative" },
  friend: { Female: "adminManagedBy.herFriend", Male: "adminManagedBy.hisFriend" },
};

export default function AdminMember() {
  const { member, details, corrections, reports, plan, mobile, access, waiting, blockReason } =
    useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useT();
  return (
    <>
      <p>
        <Link to="/admin">{t("adminMember.back")}</Link>
      </p>
      <section className="card profile-head">
        <img src={member.image ?? DEFAULT_AVATAR} alt="" width={96} height={96} className="avatar" />
        <div>
          <h1>
            <bdi>{member.fullName}</bdi>
          </h1>
          {/* Who created the profile (docs/product-rules.md §31); the contact person is in the details. */}
          <p>
            {member.contactRelation
              ? t(MANAGED_BY[member.contactRelation][member.gender])
              : t("adminMember.createdBySelf")}
          </p>
          <p>
            {memberCode(member.unqId)} ·{" "}
            {t("adminMember.joined", { date: member.createdAt.toISOString().slice(0, 10) })} ·{" "}
            {member.blockByAdmin ? t("adminStatus.blocked") : t("adminStatus.active")}
            {member.verified ? ` · ${t("adminStatus.verified")}` : ""}
          </p>
          {waiting && (
            <p className="notice">
              {waiting.invitedAt
                ? t("adminMember.waitingSince", { date: new Date(waiting.invitedAt).toISOString().slice(0, 10) })
                : t("adminMember.waitingUninvited")}
            </p>
          )}
          {blockReason && (
            <p className="notice">
              {withElements(
                t("adminMember.blockedBecause", {
                  date: blockReason.at.slice(0, 10),
                  admin: blockReason.adminName ?? t("adminStatus.formerAdmin"),
                }),
                { reason: <bdi>{blockReason.reason}</bdi> },
              )}
            </p>
          )}
          <ModerationButtons member={member} />
        </div>
      </section>
      <section className="card" aria-labelledby="details-heading">
        <h2 id="details-heading">{t("adminMember.details")}</h2>
        <DetailList rows={details} />
        <p>{t("adminMember.connections", { count: member.connections.length })}</p>
        {/* docs/product-rules.md §38: whether the number is proven, and every other account that has it. */}
        <p>
          {mobile?.verifiedAt
            ? t("adminMember.mobileVerified", { date: new Date(mobile.verifiedAt).toISOString().slice(0, 10) })
            : t("adminMember.mobileNotVerified")}
        </p>
        {mobile && mobile.others.length > 0 && (
          <p>
            {t("adminMember.mobileAlsoOn")}{" "}
            {mobile.others.map((other, index) => (
              <span key={other.publicId}>
                {index > 0 && ", "}
                <Link to={`/admin/members/${other.publicId}`}>
                  {memberCode(other.unqId)} <bdi>{other.fullName}</bdi>
                </Link>
              </span>
            ))}
          </p>
        )}
      </section>
      <AdminCorrectionSection member={member} corrections={corrections} />
      <AdminAccessRecord creation={access.creation} signIns={access.signIns} />
      {member.role === "member" && (
        <AdminPlanSection
          current={plan.current}
          history={plan.history}
          today={plan.today}
          ending={plan.ending}
          failed={failed && "planForm" in failed ? failed.planForm : undefined}
        />
      )}
      <MemberReportHistory history={reports} />
    </>
  );
}
