import type Database from "better-sqlite3";
import { getTableName } from "drizzle-orm";
import { members } from "./schema";
import { partnerPreferences } from "./schema-matching";

// The members this process wrote: a row of members or of their preferences inserted, updated or deleted on this
// connection, as SQLite itself tells through temporary triggers (they live, and fire, on this connection only). The
// in-memory match index (decision 010) refreshes those members' slots with it, so no write path has to remember to
// say so (issue 34: membersChanged() is gone). Other processes' writes are not here: they move data_version
// (othersChangeMark in client.server.ts), and the index is built again. A write rolled back stays noted, which costs
// a refresh that finds nothing changed.

/** Past this many members, only "many": re-reading them one by one would cost more than a rebuild. */
const MOST = 500;
const written = new Set<number>();
let many = false;

function note(unqId: unknown): null {
  if (many || typeof unqId !== "number") return null;
  written.add(unqId);
  if (written.size > MOST) {
    many = true;
    written.clear();
  }
  return null;
}

/** One trigger for each kind of write to a table, each naming the member whose row it was. */
function triggers(table: string, memberColumn: string): string {
  return (["insert", "update", "delete"] as const)
    .map((write) => {
      const row = write === "delete" ? "old" : "new";
      return `create temp trigger if not exists ${table}_${write}_noted after ${write} on main.${table}
        begin select member_written(${row}.${memberColumn}); end;`;
    })
    .join("\n");
}

/**
 * The place lists (app/domain/listing/places.server.ts) change only when a member's city, state or listing
 * changes, or a member comes or goes: counted apart, so that they are built again at once after such a write of
 * this process, and not after every login or message (other processes' writes reach them within their minute).
 */
let placeWrites = 0;
const PLACE_COLUMNS = ["city", "state", "role", "block_by_admin", "hidden", "awaiting_approval"];
const placeTriggers = (table: string) =>
  [
    ["insert", "insert"],
    ["delete", "delete"],
    ["update", `update of ${PLACE_COLUMNS.join(", ")}`],
  ]
    .map(
      ([name, write]) =>
        `create temp trigger if not exists ${table}_places_${name} after ${write} on main.${table}
          begin select places_written(); end;`,
    )
    .join("\n");

/** Moves whenever this process wrote something a place list shows. */
export const placeWritesMark = (): number => placeWrites;

/**
 * Sets the triggers up on the connection, when it may write: a temporary trigger is a write, which a LiteFS
 * replica's query_only connection refuses, and a connection that does not write has nothing to tell.
 */
export function noteMemberWrites(connection: Database.Database): void {
  connection.function("member_written", note);
  connection.function("places_written", () => ((placeWrites += 1), null));
  connection.exec(placeTriggers(getTableName(members)));
  connection.exec(triggers(getTableName(members), members.unqId.name));
  connection.exec(triggers(getTableName(partnerPreferences), partnerPreferences.memberUnqId.name));
}

/** The members written since the last call, once each; null when too many to list. */
export function takeMemberWrites(): number[] | null {
  if (many) {
    many = false;
    return null;
  }
  const taken = [...written];
  written.clear();
  return taken;
}
