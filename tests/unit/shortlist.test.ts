import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { shortlists } from "~/db/schema-connections";
import { deleteAccount } from "~/domain/accounts/accounts.server";
import { setBlocked } from "~/domain/safety/admin.server";
import { listShortlist, removeFromShortlist, saveToShortlist, savedAmong } from "~/domain/listing/shortlist.server";
import { PAGE_SIZE } from "~/forms/listing-options";
import { registeredMember } from "../support/unit-members";
import { refusal } from "../support/refusal";

// The shortlist (docs/product-rules.md §26) against a fresh SQLite file.

type Member = Awaited<ReturnType<typeof registeredMember>>;

const rows = () => getDb().select().from(shortlists).all();
const names = (viewer: Member, page = 1) => listShortlist(viewer, page).cards.map((c) => c.fullName);

let clock = Date.parse("2026-11-20T08:00:00Z");
/** Saves with the clock a minute on from the last save, so the order of saving is the order of the list. */
function saveInTurn(viewer: Member, publicId: string) {
  clock += 60_000;
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
  try {
    saveToShortlist(viewer, publicId);
  } finally {
    vi.useRealTimers();
  }
}

let man: Member;
let otherMan: Member;
let women: Member[];

beforeAll(async () => {
  man = await registeredMember("Male", { fullName: "Imran Qureshi" });
  otherMan = await registeredMember("Male", { fullName: "Salman Ansari" });
  women = [];
  for (const name of ["Ayesha Khan", "Fatima Siddiqui", "Zoya Mirza"])
    women.push(await registeredMember("Female", { fullName: name }));
});

describe("the shortlist", () => {
  it("saves members newest-saved first, once each, and only for the member who saved them", () => {
    saveInTurn(man, women[1].publicId);
    saveInTurn(man, women[0].publicId);
    saveInTurn(man, women[1].publicId); // again: nothing changes, not even its place
    expect(names(man)).toEqual(["Ayesha Khan", "Fatima Siddiqui"]);
    expect(listShortlist(man)).toMatchObject({ total: 2, pages: 1 });
    expect(rows().filter((r) => r.memberUnqId === man.unqId)).toHaveLength(2);
    expect(names(otherMan)).toEqual([]);
    expect(savedAmong(man, women)).toEqual(expect.arrayContaining([women[0].publicId, women[1].publicId]));
    expect(savedAmong(man, women)).toHaveLength(2);
    expect(savedAmong(otherMan, women)).toEqual([]);
  });

  it("removes, and removing what is not saved is no error", () => {
    removeFromShortlist(man, women[0].publicId);
    removeFromShortlist(man, women[0].publicId);
    removeFromShortlist(man, women[2].publicId);
    expect(names(man)).toEqual(["Fatima Siddiqui"]);
  });

  it("refuses oneself, the same gender, unknown ids and blocked members, writing nothing", () => {
    const before = rows();
    expect(refusal(() => saveToShortlist(man, man.publicId))).toEqual({
      message: "You cannot save your own profile",
      status: 400,
    });
    expect(refusal(() => saveToShortlist(man, otherMan.publicId))).toEqual({
      message: "You can only save members of the opposite gender",
      status: 400,
    });
    for (const id of ["0".repeat(24), "not-an-id", ""]) {
      expect(refusal(() => saveToShortlist(man, id))).toEqual({ message: "Member not found", status: 404 });
      expect(refusal(() => removeFromShortlist(man, id))).toEqual({ message: "Member not found", status: 404 });
    }
    setBlocked(women[2].publicId, true);
    try {
      expect(refusal(() => saveToShortlist(man, women[2].publicId))).toEqual({
        message: "Member not found",
        status: 404,
      });
    } finally {
      setBlocked(women[2].publicId, false);
    }
    expect(rows()).toEqual(before);
  });

  it("leaves out a saved member while blocked, and drops a deleted account for good", async () => {
    const leaving = await registeredMember("Female", { fullName: "Mariam Shaikh" });
    saveInTurn(man, leaving.publicId);
    saveInTurn(man, women[2].publicId);
    expect(names(man)).toEqual(["Zoya Mirza", "Mariam Shaikh", "Fatima Siddiqui"]);

    setBlocked(women[2].publicId, true);
    expect(names(man)).toEqual(["Mariam Shaikh", "Fatima Siddiqui"]);
    expect(listShortlist(man).total).toBe(2);
    setBlocked(women[2].publicId, false);
    expect(names(man)).toEqual(["Zoya Mirza", "Mariam Shaikh", "Fatima Siddiqui"]);

    await deleteAccount(leaving.unqId, leaving.password);
    expect(names(man)).toEqual(["Zoya Mirza", "Fatima Siddiqui"]);
    expect(rows().some((r) => r.savedUnqId === leaving.unqId)).toBe(false);
  });

  it("pages the list", async () => {
    const viewer = await registeredMember("Female", { fullName: "Hina Farooqui" });
    const saved: Member[] = [];
    for (let i = 0; i <= PAGE_SIZE; i++) saved.push(await registeredMember("Male"));
    for (const member of saved) saveInTurn(viewer, member.publicId);
    const first = listShortlist(viewer, 1);
    const second = listShortlist(viewer, 2);
    expect(first).toMatchObject({ total: PAGE_SIZE + 1, pages: 2 });
    expect(first.cards).toHaveLength(PAGE_SIZE);
    expect(second.cards.map((c) => c.publicId)).toEqual([saved[0].publicId]);
  });
});
