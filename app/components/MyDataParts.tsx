import type { ReactNode } from "react";
import type { ReadableData } from "~/web/data-download.server";
import { AdminTable, type AdminColumn } from "./AdminTable";
import { useDateLocale, useT, type Translate } from "./translate";

// The pieces of "Download my data"'s readable page (docs/product-rules.md §41): a section per kind of data, a table
// per list (a card per row on a phone), dates in India's time in the reader's language. Another member is shown by
// name only, as the site showed them to the member; a deleted one as such.

export type Person = ReadableData["connections"][number]["member"];

/** A section of the page: its heading (a "myData.section.*" key) and what it holds. */
export function DataSection({ id, children }: { id: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="card stack my-data__section" aria-labelledby={`my-data-${id}`}>
      <h2 id={`my-data-${id}`}>{t(`myData.section.${id}`)}</h2>
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
  if (rows.length === 0) return <p className="empty">{t("myData.none")}</p>;
  const shown: AdminColumn<Row>[] = columns.map(([header, cell]) => ({ label: t(header), cell }));
  return <AdminTable caption={t(caption)} columns={shown} rows={rows} rowKey={(_row, index) => index} />;
}

/** A section that is one table, captioned by the section's heading. */
export function SectionTable<Row>({ id, columns, rows }: { id: string; columns: DataColumn<Row>[]; rows: Row[] }) {
  return (
    <DataSection id={id}>
      <DataTable caption={`myData.section.${id}`} columns={columns} rows={rows} />
    </DataSection>
  );
}

/** Requests sent or received: the other member, the answer, and when. */
export function RequestTable({
  id,
  rows,
}: {
  id: "sent" | "received";
  rows: ReadableData["connectionRequests"]["sent"];
}) {
  const t = useT();
  const when = useWhen();
  return (
    <SectionTable
      id={id}
      rows={rows}
      columns={[
        ["myData.col.member", (row) => personName(t, row.member)],
        [
          "myData.col.status",
          (row) => `${t(`myData.status.${row.status}`)}${row.answeredByGuardian ? ` (${t("myData.byGuardian")})` : ""}`,
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
    <DataSection id="messages">
      {withMessages.length === 0 && <p className="empty">{t("myData.none")}</p>}
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
                <time dateTime={message.sentAt ?? undefined}>{when(message.sentAt)}</time>{" "}
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
export function PeopleWithDates({ id, rows }: { id: string; rows: { member: Person; at: string | null }[] }) {
  const t = useT();
  const when = useWhen();
  return (
    <SectionTable
      id={id}
      rows={rows}
      columns={[
        ["myData.col.member", (row) => personName(t, row.member)],
        ["myData.col.date", (row) => when(row.at)],
      ]}
    />
  );
}
