import type { ReactNode } from "react";
import type { ReadableData } from "~/web/data-download.server";
import { AdminTable, type AdminColumn } from "./AdminTable";
import { useDateLocale, useT, type Translate } from "./translate";

// The pieces of "Download my data"'s readable page (docs/product-rules.md §41): a section per kind of data, a table
// per list (a card per row on a phone), dates in India's time in the reader's language. Another member is shown by
// name only, as the site showed them to the member; a deleted one as such.

export type Person = ReadableData["connections"][number]["member"];

/** A section of the page: its heading (a "myData.section.*" key) and what it holds. */
export function DataSection({ heading, children }: { heading: string; children: ReactNode }) {
  const t = useT();
  const id = `my-data-${heading.slice(heading.lastIndexOf(".") + 1)}`;
  return (
    <section className="card stack my-data__section" aria-labelledby={id}>
      <h2 id={id}>{t(heading)}</h2>
      {children}
    </section>
  );
}

/** A time as the reader reads it, in India's time; nothing for none. */
export function useWhen(): (iso: string | null) => string {
  const locale = useDateLocale();
  return (iso) =>
    iso
      ? new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" })
      : "";
}

export const personName = (t: Translate, person: Person) => (
  <bdi translate="no">{person ? person.name : t("myData.deletedMember")}</bdi>
);

export const yesNo = (t: Translate, value: boolean) => t(value ? "myData.yes" : "myData.no");

/** One column: its header (a "myData.col.*" key) and what a row shows under it. */
export type DataColumn<Row> = [header: string, cell: (row: Row) => ReactNode];

/** The words of each stored value the page shows: a status, a check's kind, how a consent was given, a field. */
const VALUE_WORDS: Record<string, string> = {
  pending: "myData.status.pending",
  accepted: "myData.status.accepted",
  rejected: "myData.status.rejected",
  requested: "myData.status.requested",
  granted: "myData.status.granted",
  invited: "myData.status.invited",
  active: "myData.status.active",
  revoked: "myData.status.revoked",
  approved: "myData.status.approved",
  expired: "myData.status.expired",
  id: "myData.kind.id",
  photo: "myData.kind.photo",
  signup: "myData.source.signup",
  api: "myData.source.api",
  renewal: "myData.source.renewal",
  terms: "myData.source.terms",
  gender: "myData.corrected.gender",
  dob: "myData.corrected.dob",
};

/** A stored value in the reader's words; one the page does not know, as stored. */
export const valueIn = (t: Translate, value: string) =>
  Object.hasOwn(VALUE_WORDS, value) ? t(VALUE_WORDS[value]) : value;

/** A list as a table, or "Nothing." when it is empty. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
}) {
  const t = useT();
  if (rows.length === 0) return <p className="my-data__none">{t("myData.none")}</p>;
  const shown: AdminColumn<Row>[] = columns.map(([header, cell]) => ({ label: t(header), cell }));
  return <AdminTable caption={t(caption)} columns={shown} rows={rows} rowKey={(_row, index) => index} />;
}

/** A section that is one table, captioned by the section's heading. */
export function SectionTable<Row>({
  heading,
  columns,
  rows,
}: {
  heading: string;
  columns: DataColumn<Row>[];
  rows: Row[];
}) {
  return (
    <DataSection heading={heading}>
      <DataTable caption={heading} columns={columns} rows={rows} />
    </DataSection>
  );
}

/** Requests sent or received: the other member, the answer, and when. */
export function RequestTable({ heading, rows }: { heading: string; rows: ReadableData["connectionRequests"]["sent"] }) {
  const t = useT();
  const when = useWhen();
  return (
    <SectionTable
      heading={heading}
      rows={rows}
      columns={[
        ["myData.col.member", (row) => personName(t, row.member)],
        [
          "myData.col.status",
          (row) => `${valueIn(t, row.status)}${row.answeredByGuardian ? ` (${t("myData.byGuardian")})` : ""}`,
        ],
        ["myData.col.sent", (row) => when(row.sentAt)],
        ["myData.col.answered", (row) => when(row.answeredAt)],
      ]}
    />
  );
}

/** The messages the member sent, conversation by conversation, oldest first. */
export function SentMessages({ conversations }: { conversations: ReadableData["conversations"] }) {
  const t = useT();
  const when = useWhen();
  const withMessages = conversations.filter((conversation) => conversation.messagesSent.length > 0);
  return (
    <DataSection heading="myData.section.messages">
      {withMessages.length === 0 && <p className="my-data__none">{t("myData.none")}</p>}
      {withMessages.map((conversation, index) => (
        <div key={index} className="stack">
          <h3>
            {conversation.member
              ? t("myData.withMember", { name: conversation.member.name })
              : t("myData.deletedMember")}
          </h3>
          <ul className="my-data__messages">
            {conversation.messagesSent.map((message, at) => (
              <li key={at}>
                {/* Each isolated: an Urdu date and an English message keep their own order side by side. */}
                <bdi>
                  <time dateTime={message.sentAt ?? undefined}>{when(message.sentAt)}</time>
                </bdi>{" "}
                <bdi className="my-data__message" translate="no">
                  {message.text}
                </bdi>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </DataSection>
  );
}

/** A list of members with one date each: connections, the shortlist, the members blocked. */
export function PeopleWithDates({ heading, rows }: { heading: string; rows: { member: Person; at: string | null }[] }) {
  const t = useT();
  const when = useWhen();
  return (
    <SectionTable
      heading={heading}
      rows={rows}
      columns={[
        ["myData.col.member", (row) => personName(t, row.member)],
        ["myData.col.date", (row) => when(row.at)],
      ]}
    />
  );
}
