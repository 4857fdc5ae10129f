import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionRow, readSessionRow, REMEMBER_MS } from "~/domain/accounts/sessions.server";
import { addMember } from "../support/match-members";

// A session row is read by its hashed id until it expires (the read is built once, with the time as a value:
// app/db/prepared.server.ts), whatever the clock says on the next request.

afterEach(() => vi.useRealTimers());

describe("session rows", () => {
  it("are read back until they expire, and not after", () => {
    const member = addMember();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T10:00:00Z"));
    const anonymous = createSessionRow({ resetEmail: "a@example.com" }); // two hours
    const remembered = createSessionRow({ memberUnqId: member, remember: true });
    expect(readSessionRow(anonymous)).toEqual({ resetEmail: "a@example.com" });

    vi.setSystemTime(new Date("2026-11-29T11:59:59Z"));
    expect(readSessionRow(anonymous)).toEqual({ resetEmail: "a@example.com" });
    vi.setSystemTime(new Date("2026-11-29T12:00:01Z"));
    expect(readSessionRow(anonymous)).toBeNull();

    vi.setSystemTime(new Date(Date.parse("2026-11-29T10:00:00Z") + REMEMBER_MS - 1000));
    expect(readSessionRow(remembered)).toEqual({ memberUnqId: member, remember: true });
    vi.setSystemTime(new Date(Date.parse("2026-11-29T10:00:00Z") + REMEMBER_MS + 1000));
    expect(readSessionRow(remembered)).toBeNull();
  });

  it("are not read by an unknown id", () => {
    createSessionRow({ resetEmail: "b@example.com" });
    expect(readSessionRow("no-such-session")).toBeNull();
  });
});
