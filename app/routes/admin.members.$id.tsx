import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPlanSection } from "~/components/AdminPlanSection";
import { AdminTable, type AdminColumn } from "~/components/AdminTable";
import { Field, hintIdFor } from "~/components/Field";
import { MemberReportHistory } from "~/components/MemberReportHistory";
import { ModerationButtons } from "~/components/ModerationButtons";
import { ProfileDetails } from "~/components/ProfileDetails";
import { getMemberForAdmin, profileCorrectionsOf } from "~/domain/admin.server";
import { reportHistoryOf } from "~/domain/report-queue.server";
import { indiaDate } from "~/domain/plan-dates.server";
import { planHistory, planSummaryOf } from "~/domain/plans.server";
import { now } from "~/services/clock.server";
import { PLAN_INTENTS, planAdminAction } from "~/web/plan-admin.server";
import { requireAdmin } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { correctMember, moderateMember } from "~/web/moderation.server";
import { readForm } from "~/web/request-body.server";
import { managedByLine } from "~/forms/family-options";
import { memberCode } from "~/forms/member-id";
import { GENDERS } from "~/forms/profile-options";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const member = getMemberForAdmin(params.id ?? "");
  if (!member) throw new Response("Not Found", { status: 404 });
  const plans = planHistory(member.publicId);
  // ?endPlan=<id> opens the confirmation (docs/product-rules.md §35); only a plan in force or to come ends.
  const endPlanId = Number(new URL(request.url).searchParams.get("endPlan"));
  const ending = plans.find((p) => p.id === endPlanId && (p.state === "in force" || p.state === "to come"));
  return json(
    {
      member,
      corrections: profileCorrectionsOf(member.publicId),
      reports: reportHistoryOf(member.publicId),
      plan: { current: planSummaryOf(member.unqId), history: plans, today: indiaDate(now()), ending: ending ?? null },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  // The path as it came (still percent-encoded): the decoded id may hold characters no Location header can.
  const back = new URL(request.url).pathname;
  if ((PLAN_INTENTS as readonly unknown[]).includes(form.get("intent")))
    return planAdminAction(admin, form, params.id ?? "", back);
  const flash =
    form.get("intent") === "correct" ? correctMember(form, admin.unqId, params.id ?? "") : await moderateMember(form);
  return redirectWithFlash(back, flash);
}

const FIELD_LABELS = { gender: "Gender", dob: "Date of birth" } as const;

type Correction = SerializeFrom<typeof loader>["corrections"][number];

const CORRECTION_COLUMNS: AdminColumn<Correction>[] = [
  { label: "When (UTC)", cell: (c) => c.createdAt.slice(0, 16).replace("T", " ") },
  { label: "Field", cell: (c) => FIELD_LABELS[c.field] },
  { label: "Was", cell: (c) => c.oldValue },
  { label: "Now", cell: (c) => c.newValue },
  {
    label: "By",
    cell: (c) => (c.admin ? `${c.admin.fullName} (${memberCode(c.admin.unqId)})` : "A former administrator"),
  },
];

export default function AdminMember() {
  const { member, corrections, reports, plan } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to="/admin">← All members</Link>
      </p>
      <section className="card profile-head">
        <img src={member.image ?? "/avatar-default.svg"} alt="" width={96} height={96} className="avatar" />
        <div>
          <h1>{member.fullName}</h1>
          {/* Who created the profile (docs/product-rules.md §31); the contact person is in the details. */}
          <p>
            {member.contactRelation
              ? managedByLine(member.gender, member.contactRelation)
              : "Profile created by the member"}
          </p>
          <p>
            {memberCode(member.unqId)} · joined {member.createdAt.slice(0, 10)} ·{" "}
            {member.blockByAdmin ? "Blocked" : "Active"}
            {member.verified ? " · Verified" : ""}
          </p>
          <ModerationButtons member={member} />
        </div>
      </section>
      <section className="card" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <ProfileDetails profile={member} />
        <p>{member.connections.length} connections</p>
      </section>
      <section className="card" aria-labelledby="correction-heading">
        <h2 id="correction-heading">Correct gender or date of birth</h2>
        <p id="correction-note">
          Members cannot change these themselves. Age is worked out from the date of birth. Each change is kept in the
          history below. A new gender withdraws the member&apos;s pending requests with members of that gender.
        </p>
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="correct" />
          <div className="form-grid">
            <Field id="correct-gender" label="Gender">
              <select id="correct-gender" name="gender" defaultValue={member.gender} required>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {gender}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="correct-dob" label="Date of birth" hint="The member must be 18 or over.">
              <input
                id="correct-dob"
                name="dob"
                type="date"
                defaultValue={member.dob}
                required
                aria-describedby={hintIdFor("correct-dob")}
              />
            </Field>
          </div>
          <div>
            <button type="submit" className="button">
              Save correction
            </button>
          </div>
        </Form>
        <h3>Correction history</h3>
        {corrections.length === 0 ? (
          <p>No corrections yet.</p>
        ) : (
          <AdminTable
            caption="Correction history"
            columns={CORRECTION_COLUMNS}
            rows={corrections}
            rowKey={(_, index) => index}
          />
        )}
      </section>
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
