import { Fragment, type ReactNode } from "react";
import type { Translate } from "./translate";

/** One column of an administrator's table: its header, and what a row shows under it. */
export type AdminColumn<Row> = { label: string; cell: (row: Row) => ReactNode };

/**
 * A table of the administration pages (docs/product-rules.md §16, §36). On a wide screen a table; on a phone each
 * row becomes a card of label-value lines, so that nothing scrolls sideways and every cell is reached by the
 * page's own scrolling, with a keyboard too. Each cell carries its column's label for that (`data-label`, shown
 * by the stylesheet, hidden from screen readers, which keep the header row and the table's meaning: Chrome and
 * Firefox keep a table's roles whatever its CSS display).
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  /** What the table lists, for screen readers (the page's heading shows it to everyone else). */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
}) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const MARITAL_KEYS: Record<string, string> = {
  UnMarried: "adminStatus.unmarried",
  Divorced: "adminStatus.divorced",
  Windowed: "adminStatus.widowed",
};

/**
 * A member's marital status as the admin lists show it (moderation, reports): the stored value in English
 * ("UnMarried"), its own words in Hindi and Urdu; a value the site does not know, as it is.
 */
/** A dash before the member has said (the short signup leaves it to "Complete your profile", §3). */
export const maritalStatusIn = (t: Translate, status: string | null): string =>
  status === null ? "—" : Object.hasOwn(MARITAL_KEYS, status) ? t(MARITAL_KEYS[status]) : status;

/**
 * A translated sentence with elements where its {{placeholders}} are left (a link, a member's id in a <bdi>), so
 * that each sits where the language puts it: `withElements(t(key, { time }), { link: <Link … /> })`.
 */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\{\w+\}\})/).map((part, index) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(elements, name) ? (
      <Fragment key={index}>{elements[name]}</Fragment>
    ) : (
      part
    );
  });
}
