import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_STATUS_LABELS } from "~/forms/grievance-options";
import { RELATION_LABELS } from "~/forms/family-options";
import { REPORT_REASON_LABELS } from "~/forms/privacy-options";
import { planName } from "~/forms/plans";
import type { ReadableData } from "~/web/data-download.server";
import { describeGuardianAction } from "./GuardianActivity";
import { DataSection, DataTable, personName, SectionTable, useWhen, yesNo, valueIn } from "./MyDataParts";
import { useT } from "./translate";

// "Download my data"'s readable page (docs/product-rules.md §41), the records part: reports made, guardians and
// their log, share links, checks and corrections, plans, consents, complaints and sign-ins.

export function MyDataRecords({ data }: { data: ReadableData }) {
  const t = useT();
  const when = useWhen();
  return (
    <>
      <SectionTable
        heading="myData.section.reports"
        rows={data.reportsFiled}
        columns={[
          ["myData.col.member", (row) => personName(t, row.member)],
          ["myData.col.reason", (row) => t(REPORT_REASON_LABELS[row.reason])],
          ["myData.col.details", (row) => <bdi translate="no">{row.details}</bdi>],
          ["myData.col.sent", (row) => when(row.lastSentAt)],
        ]}
      />
      <SectionTable
        heading="myData.section.guardians"
        rows={data.guardians}
        columns={[
          ["myData.col.name", (row) => <bdi translate="no">{row.name}</bdi>],
          [
            "myData.field.email",
            (row) => (
              <bdi dir="ltr" translate="no">
                {row.email}
              </bdi>
            ),
          ],
          ["myData.col.relation", (row) => t(RELATION_LABELS[row.relation])],
          ["myData.col.status", (row) => valueIn(t, row.status)],
          ["myData.col.since", (row) => when(row.acceptedAt ?? row.invitedAt)],
        ]}
      />
      <SectionTable
        heading="myData.section.guardianActivity"
        rows={data.guardianActivity}
        columns={[
          ["myData.col.date", (row) => when(row.createdAt)],
          ["myData.col.details", (row) => describeGuardianAction(row, t)],
        ]}
      />
      <SectionTable
        heading="myData.section.biodataLinks"
        rows={data.biodataLinks}
        columns={[
          ["myData.col.label", (row) => <bdi translate="no">{row.label}</bdi>],
          ["myData.col.sent", (row) => when(row.madeAt)],
          ["myData.col.expires", (row) => when(row.revokedAt ?? row.expiresAt)],
          ["myData.col.views", (row) => (row.maxViews === null ? row.views : `${row.views} / ${row.maxViews}`)],
        ]}
      />
      {data.candidateConfirmation && (
        <DataSection heading="myData.section.candidate">
          <dl className="details">
            <div className="details__row">
              <dt>{t("myData.candidateAddress")}</dt>
              <dd>
                <bdi dir="ltr" translate="no">
                  {data.candidateConfirmation.address}
                </bdi>
              </dd>
            </div>
            <div className="details__row">
              <dt>{t("myData.candidateConfirmed")}</dt>
              <dd>{when(data.candidateConfirmation.confirmedAt) || t("myData.no")}</dd>
            </div>
          </dl>
        </DataSection>
      )}
      <SectionTable
        heading="myData.section.checks"
        rows={data.verificationRequests}
        columns={[
          ["myData.col.kind", (row) => valueIn(t, row.kind)],
          ["myData.col.status", (row) => valueIn(t, row.status)],
          ["myData.col.sent", (row) => when(row.requestedAt)],
          ["myData.col.answered", (row) => when(row.decidedAt)],
        ]}
      />
      <SectionTable
        heading="myData.section.corrections"
        rows={data.profileCorrections}
        columns={[
          ["myData.col.field", (row) => valueIn(t, row.field)],
          ["myData.col.from", (row) => row.from],
          ["myData.col.to", (row) => row.to],
          ["myData.col.date", (row) => when(row.at)],
        ]}
      />
      <SectionTable
        heading="myData.section.plans"
        rows={data.plans}
        columns={[
          ["myData.col.plan", (row) => planName(row.plan)],
          ["myData.col.since", (row) => when(row.startsAt)],
          ["myData.col.ends", (row) => when(row.endsAt)],
          ["myData.col.manager", (row) => <bdi translate="no">{row.managerName}</bdi>],
        ]}
      />
      <SectionTable
        heading="myData.section.consents"
        rows={data.consents}
        columns={[
          ["myData.col.date", (row) => when(row.givenAt)],
          ["myData.col.notice", (row) => row.noticeVersion],
          ["myData.col.how", (row) => valueIn(t, row.source)],
          ["myData.col.declared", (row) => yesNo(t, row.declared)],
        ]}
      />
      <SectionTable
        heading="myData.section.complaints"
        rows={data.complaints}
        columns={[
          [
            "myData.col.ticket",
            (row) => (
              <bdi dir="ltr" translate="no">
                {row.ticket}
              </bdi>
            ),
          ],
          ["myData.col.category", (row) => t(GRIEVANCE_CATEGORY_LABELS[row.category])],
          ["myData.col.details", (row) => <bdi translate="no">{row.details}</bdi>],
          ["myData.col.status", (row) => t(GRIEVANCE_STATUS_LABELS[row.status])],
          ["myData.col.sent", (row) => when(row.filedAt)],
          ["myData.col.answers", (row) => row.answers.map((answer) => answer.message).join(" · ")],
        ]}
      />
      <DataSection heading="myData.section.signIns">
        {data.accountCreation && (
          <p>
            {t("myData.field.creation")}:{" "}
            <bdi dir="ltr" translate="no">
              {data.accountCreation.ip}
            </bdi>
            , {when(data.accountCreation.at)}
          </p>
        )}
        <DataTable
          caption="myData.section.signIns"
          rows={data.signIns}
          columns={[
            ["myData.col.date", (row) => when(row.at)],
            [
              "myData.col.address",
              (row) => (
                <bdi dir="ltr" translate="no">
                  {row.ip}
                </bdi>
              ),
            ],
          ]}
        />
      </DataSection>
    </>
  );
}
