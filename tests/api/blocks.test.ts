import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { signedInMember, type SignedInMember } from "../support/members";

// Hiding one's profile and blocking a member (docs/product-rules.md §28) over HTTP: the /settings forms as
// a browser without JavaScript sends them, and what /api/v1 and the pages answer afterwards.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Member = SignedInMember;

const member = (gender: "Male" | "Female") => signedInMember(baseUrl, dataDir, gender);

const settings = (who: Member, values: Record<string, string>) =>
  who.session.fetch("/settings", { method: "POST", body: new URLSearchParams(values) });

const send = (from: Member, to: Member | string) =>
  from.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: typeof to === "string" ? to : to.id });

async function connect(from: Member, to: Member) {
  expect((await send(from, to)).status).toBe(201);
  const { requests } = await (await to.session.fetch("/api/v1/connectionRequest/forme")).json();
  const request = requests.find((r: { sender: { _id: string } }) => r.sender._id === from.id);
  expect((await to.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${request._id}`)).status).toBe(200);
}

const ids = (cards: { _id: string }[]) => cards.map((card) => card._id);
const json = async (session: ApiClient, path: string) => (await session.fetch(path)).json();

/** Where `viewer` finds `other` through /api/v1: the listing, the filter by member number, the profile. */
async function apiSees(viewer: Member, other: Member) {
  const [{ n }] = queryDb<{ n: number }>(dataDir, "select unq_id as n from members where public_id = ?", other.id);
  const unqId = `MMR${n}`;
  const filter = await viewer.session.postJson("/api/v1/profiles/profiles/filter", { unqId });
  return {
    opposite: ids((await json(viewer.session, "/api/v1/profiles/opposite/users")).opp).includes(other.id),
    filter: ids((await filter.json()).all).includes(other.id),
    profile: (await viewer.session.fetch(`/api/v1/profiles/single/user/${other.id}`)).status,
  };
}

/** The blocks this file's two members made: other files block members of their own on the same server. */
const blockRows = () =>
  queryDb(
    dataDir,
    `select * from member_blocks where blocker_unq_id in (select unq_id from members where public_id in (?, ?))`,
    man.id,
    woman.id,
  );

/** The page's refusal (JavaScript off): its status and the message it shows. */
async function refusalOf(response: Response) {
  const html = await response.text();
  return { status: response.status, error: html.match(/<p class="form-error" role="alert">([^<]*)<\/p>/)?.[1] };
}

let man: Member;
let woman: Member;

beforeAll(async () => {
  [man, woman] = await Promise.all([member("Male"), member("Female")]);
});

describe("/settings", () => {
  it("sends a visitor to log in, and keeps a member's page out of every cache", async () => {
    const visitor = await fetch(`${baseUrl}/settings`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/login?redirectTo=%2Fsettings");
    const page = await man.session.fetch("/settings");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Privacy settings");
    expect(html).toContain("You have not blocked anyone.");
  });

  it("refuses oneself, unknown and malformed ids and unknown intents with a message, writing nothing", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "block", memberId: man.id }, 400, "You cannot block yourself"],
      [{ intent: "block", memberId: "0".repeat(24) }, 404, "Member not found"],
      [{ intent: "block", memberId: "<script>" }, 404, "Member not found"],
      [{ intent: "block" }, 404, "Member not found"],
      [{ intent: "unblock", memberId: "0".repeat(24) }, 404, "Member not found"],
      [{ intent: "unblock", memberId: woman.id }, 404, "Member not found"],
      [{ intent: "delete-everything", memberId: woman.id }, 400, "Something went wrong!"],
      [{ memberId: woman.id }, 400, "Something went wrong!"],
    ];
    for (const [values, status, error] of cases) {
      expect(await refusalOf(await settings(man, values)), JSON.stringify(values)).toEqual({ status, error });
    }
    expect(blockRows()).toEqual([]);
  });
});

describe("a block", () => {
  it("ends the connection and hides both from each other in /api/v1 and the pages, until unblocked", async () => {
    await connect(man, woman);
    expect(await apiSees(man, woman)).toEqual({ opposite: true, filter: true, profile: 200 });

    const blocked = await settings(woman, { intent: "block", memberId: man.id });
    expect(blocked.status).toBe(302);
    expect(blocked.headers.get("location")).toBe("/settings");
    const page = await (await woman.session.fetch("/settings")).text();
    expect(page).toContain(`${man.fields.fullName} is blocked. Neither of you will see the other.`);
    expect(page).toContain("Unblock");

    for (const [viewer, other] of [
      [man, woman],
      [woman, man],
    ]) {
      expect(await apiSees(viewer, other)).toEqual({ opposite: false, filter: false, profile: 404 });
      expect(await json(viewer.session, "/api/v1/connectionRequest/connection/myconn")).toEqual([]);
      expect((await json(viewer.session, "/api/v1/connectionRequest/forme")).requests).toEqual([]);
      expect((await viewer.session.fetch(`/InnerProfile/${other.id}`)).status).toBe(404);
      const connections = await (await viewer.session.fetch("/myConnection")).text();
      expect(connections).not.toContain(other.fields.phone);
      expect(connections).not.toContain(other.fields.email);
      // Asked to connect, the server answers as for a member who does not exist.
      const unknown = await send(viewer, "0".repeat(24));
      const refused = await send(viewer, other);
      expect(refused.status).toBe(unknown.status);
      expect(await refused.json()).toEqual(await unknown.json());
    }
    expect(await (await man.session.fetch("/settings")).text()).toContain("You have not blocked anyone.");

    // Only the blocker lifts it; visibility comes back, the connection does not.
    expect(await refusalOf(await settings(man, { intent: "unblock", memberId: woman.id }))).toEqual({
      status: 404,
      error: "Member not found",
    });
    expect(await apiSees(man, woman)).toMatchObject({ opposite: false, profile: 404 });
    const unblocked = await settings(woman, { intent: "unblock", memberId: man.id });
    expect(unblocked.status).toBe(302);
    expect(await (await woman.session.fetch("/settings")).text()).toContain(`${man.fields.fullName} is unblocked.`);
    expect(await apiSees(man, woman)).toEqual({ opposite: true, filter: true, profile: 200 });
    expect(await json(man.session, "/api/v1/connectionRequest/connection/myconn")).toEqual([]);
    const profile = (await json(man.session, `/api/v1/profiles/single/user/${woman.id}`)).user;
    expect(profile.phone).not.toBe(woman.fields.phone);
    expect(blockRows()).toEqual([]);
  });

  it("from a received request comes back to the requests page, the request gone", async () => {
    const [asker, me] = await Promise.all([member("Male"), member("Female")]);
    expect((await send(asker, me)).status).toBe(201);
    expect(await (await me.session.fetch("/connectionReq")).text()).toContain("Block this member");
    const blocked = await settings(me, { intent: "block", memberId: asker.id, returnTo: "/connectionReq" });
    expect(blocked.headers.get("location")).toBe("/connectionReq");
    expect((await json(me.session, "/api/v1/connectionRequest/forme")).requests).toEqual([]);
    expect(
      queryDb(
        dataDir,
        "select 1 from connection_requests r join members m on m.unq_id = r.sender_unq_id where m.public_id = ?",
        asker.id,
      ),
    ).toEqual([]);
  });
});

describe("a hidden profile", () => {
  it("leaves lists and strangers' profile answers; a connection still sees it with contact details", async () => {
    const [hider, connection, stranger] = await Promise.all([member("Female"), member("Male"), member("Male")]);
    await connect(connection, hider);
    const hidden = await settings(hider, { intent: "hide" });
    expect(hidden.headers.get("location")).toBe("/settings");
    expect(await (await hider.session.fetch("/settings")).text()).toContain("Your profile is hidden.");
    expect(await (await hider.session.fetch("/userProfile")).text()).toContain(
      "Your profile is hidden: only your connections can see it.",
    );

    expect(await apiSees(stranger, hider)).toEqual({ opposite: false, filter: false, profile: 404 });
    expect(ids(await json(new ApiClient(baseUrl), "/api/v1/adminPanel/allUsers"))).not.toContain(hider.id);
    const seen = (await json(connection.session, `/api/v1/profiles/single/user/${hider.id}`)).user;
    expect(seen).toMatchObject({ phone: hider.fields.phone, email: hider.fields.email });
    const mine = await json(connection.session, "/api/v1/connectionRequest/connection/myconn");
    expect(ids(mine)).toEqual([hider.id]);

    const shown = await settings(hider, { intent: "unhide", returnTo: "/userProfile" });
    expect(shown.headers.get("location")).toBe("/userProfile");
    expect(await (await hider.session.fetch("/userProfile")).text()).toContain("Your profile is visible again.");
    expect(await apiSees(stranger, hider)).toEqual({ opposite: true, filter: true, profile: 200 });
  });
});
