import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import type { Viewer } from "~/domain/accounts/member";
import type { NewMember } from "../../scripts/demo-members";

const at = new Date("2026-01-01T00:00:00Z");

/**
 * A complete members row for unit tests that write straight into the database: member `n` (its ids, e-mail
 * and phone follow from n, so keep n unique within a file), listed, with plain values; `extra` overrides any.
 */
export function memberRow(n: number, extra: Partial<NewMember> = {}): NewMember {
  const joined = extra.createdAt ?? at;
  return {
    publicId: n.toString(16).padStart(24, "0"),
    email: `m${n}@example.in`,
    phone: String(9_100_000_000 + n),
    passwordHash: "x",
    fullName: `Member ${n}`,
    age: 25,
    gender: "Female",
    fatherName: "F",
    grandFatherName: "G",
    height: "5 ft",
    dob: "2000-01-01",
    maritalStatus: "UnMarried",
    familyHead: "Father",
    familyHeadOccupation: "Work",
    siblings: 1,
    sisterSiblings: 1,
    pehchan: "P",
    education: "E",
    working: "W",
    house: "Owned",
    area: "A",
    city: "Delhi",
    state: "Delhi",
    pin: "110006",
    country: "India",
    weddingStyle: "Traditional",
    acceptedTermsAt: joined,
    createdAt: joined,
    updatedAt: joined,
    ...extra,
  };
}

let nextPerson = 1;

/**
 * A member (or administrator) written straight into the database, as the viewer the domain takes: member numbers
 * count up within a test file (each file has its own database and module state).
 */
export function insertPerson(gender: "Male" | "Female", extra: Partial<NewMember> = {}): Viewer {
  const n = nextPerson++;
  const row = getDb()
    .insert(members)
    .values(memberRow(n, { gender, fullName: `Person ${n}`, ...extra }))
    .returning()
    .get();
  return { unqId: row.unqId, publicId: row.publicId, fullName: row.fullName, role: row.role, gender: row.gender };
}
