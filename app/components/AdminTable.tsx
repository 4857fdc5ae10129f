import type { ReactNode } from "react";

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
