import { Link } from "react-router";
import { LANGUAGE_NAMES } from "~/forms/languages";
import type { FilledRow } from "~/forms/phrase";
import { PHOTO_VISIBILITY_LABELS } from "~/forms/privacy-options";
import type { ReadableData } from "~/web/data-download.server";
import {
  DataSection,
  SectionTable,
  PeopleWithDates,
  RequestTable,
  SentMessages,
  personName,
  useWhen,
  valueIn,
  yesNo,
} from "./MyDataParts";
import { MyDataRecords } from "./MyDataRecords";
import { DetailList } from "./ProfileSections";
import { useHydrated } from "./useHydrated";
import { useT } from "./translate";

// "Download my data" as a readable page (docs/product-rules.md §41): every kind of the member's data under its own
// heading, in the reader's language, printable (the site's header, footer and the page's buttons are not printed).

export function MyData({ data }: { data: ReadableData }) {
  const t = useT();
  const when = useWhen();
  const hydrated = useHydrated();
  const { account, settings } = data;
  const accountRows: FilledRow[] = [
    ["myData.field.memberId", account.memberId],
    ["myData.col.name", data.profile.fullName],
    ["myData.field.email", account.email],
    ["myData.field.emailVerified", when(account.emailVerifiedAt) || t("myData.no")],
    ["myData.field.mobile", account.phone],
    ["myData.field.mobileVerified", when(account.mobileVerifiedAt) || t("myData.no")],
    ["myData.field.language", account.language ? LANGUAGE_NAMES[account.language] : "—"],
    ["myData.field.joined", when(account.createdAt)],
    ["myData.field.idVerified", when(account.checks.idVerifiedAt) || t("myData.no")],
    ["myData.field.photoVerified", when(account.checks.photoVerifiedAt) || t("myData.no")],
  ];
  const settingRows: FilledRow[] = [
    ["myData.field.photoVisibility", { key: PHOTO_VISIBILITY_LABELS[settings.photoVisibility] }],
    ["myData.field.hidden", yesNo(t, settings.hidden)],
    ["myData.field.readReceipts", yesNo(t, settings.readReceipts)],
    [
      "myData.field.matchAlert",
      data.matchAlert
        ? t(
            data.matchAlert.follows === "preferences"
              ? "myData.field.matchAlertPreferences"
              : "myData.field.matchAlertSearch",
          )
        : t("myData.no"),
    ],
  ];
  const photoRequests = [
    ...data.photoRequests.made.map((row) => ({ ...row, direction: "myData.photoMade" })),
    ...data.photoRequests.received.map((row) => ({ ...row, direction: "myData.photoReceived" })),
  ];
  return (
    <article className="page page--narrow stack my-data">
      <p className="my-data__actions">
        <Link to="/settings/data">{t("myData.again")}</Link>
        {hydrated && (
          <button type="button" className="button button--outline" onClick={() => window.print()}>
            {t("myData.print")}
          </button>
        )}
      </p>
      <h1>{t("myData.title")}</h1>
      <p>{t("myData.madeOn", { date: when(data.exportedAt) })}</p>
      <DataSection heading="myData.section.account">
        <DetailList rows={accountRows} />
      </DataSection>
      <DataSection heading="myData.section.profile">
        <DetailList rows={data.profileRows} />
      </DataSection>
      <DataSection heading="myData.section.photo">
        {data.photo ? (
          <img
            className="my-data__photo"
            src={data.photo.address}
            alt={data.profile.fullName}
            width={200}
            height={200}
          />
        ) : (
          <p className="my-data__none">{t("myData.none")}</p>
        )}
        {data.photo?.awaitingApproval && <p>{t("myData.field.photoAwaiting")}</p>}
        {data.otherPhotos.map((other) => (
          <p key={other.address}>
            <img className="my-data__photo" src={other.address} alt="" width={200} height={200} />
            {other.awaitingApproval && <span className="my-data__none"> {t("myData.field.photoAwaiting")}</span>}
          </p>
        ))}
      </DataSection>
      <DataSection heading="myData.section.settings">
        <DetailList rows={settingRows} />
      </DataSection>
      <DataSection heading="myData.section.preferences">
        {data.preferenceRows.length ? (
          <DetailList rows={data.preferenceRows} />
        ) : (
          <p className="my-data__none">{t("myData.none")}</p>
        )}
      </DataSection>
      <RequestTable heading="myData.section.sent" rows={data.connectionRequests.sent} />
      <RequestTable heading="myData.section.received" rows={data.connectionRequests.received} />
      <PeopleWithDates
        heading="myData.section.connections"
        rows={data.connections.map((row) => ({ member: row.member, at: row.since }))}
      />
      <SentMessages conversations={data.conversations} />
      <PeopleWithDates
        heading="myData.section.shortlist"
        rows={data.shortlist.map((row) => ({ member: row.member, at: row.savedAt }))}
      />
      <SectionTable
        heading="myData.section.photoRequests"
        rows={photoRequests}
        columns={[
          ["myData.col.member", (row) => personName(t, row.member)],
          ["myData.col.direction", (row) => t(row.direction)],
          ["myData.col.status", (row) => valueIn(t, row.status)],
          ["myData.col.date", (row) => when(row.askedAt)],
        ]}
      />
      <PeopleWithDates
        heading="myData.section.blocked"
        rows={data.blocked.map((row) => ({ member: row.member, at: row.blockedAt }))}
      />
      <MyDataRecords data={data} />
    </article>
  );
}
