import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { hydrationOf, hydrationStateOf } from "../support/hydration";
import { logIn, signedInMember } from "../support/members";
import { registerWithPhoto } from "../support/original-client";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

// Photo visibility (docs/product-rules.md §27), over real HTTP: for each setting, what a visitor, a member,
// a connection and the owner get of the owner's photo in the listing's HTML, its hydration data, the profile
// page, the photo's address and every /api/v1 answer that carries photos.

type Who = "visitor" | "member" | "connection" | "owner";
type Setting = "everyone" | "members" | "connections";

const ALLOWED: Record<Setting, Record<Who, boolean>> = {
  everyone: { visitor: true, member: true, connection: true, owner: true },
  members: { visitor: false, member: true, connection: true, owner: true },
  connections: { visitor: false, member: false, connection: true, owner: true },
};

let owner: { id: string; unqId: number; photoId: string; session: ApiClient; fullName: string };
const sessions = {} as Record<Who, ApiClient>;

async function setVisibility(visibility: Setting) {
  const body = new URLSearchParams({ intent: "photo-visibility", visibility });
  const response = await owner.session.fetch("/settings", { method: "POST", body });
  expect(response.status).toBe(302);
}

/** Hides the owner's profile or shows it again (docs/product-rules.md §28). */
async function hideOwner(intent: "hide" | "unhide") {
  const response = await owner.session.fetch("/settings", { method: "POST", body: new URLSearchParams({ intent }) });
  expect(response.status).toBe(302);
}

beforeAll(async () => {
  const registered = await registerWithPhoto(baseUrl, dataDir, {
    gender: "Female",
    fullName: "Ayesha Siddiqui",
    city: "Malappuram",
  });
  const session = await logIn(baseUrl, registered.fields);
  const { message } = await (await session.fetch("/api/v1/myprofile/viewProfile")).json();
  owner = {
    id: registered.id,
    unqId: message.unqId,
    photoId: message.image.match(/\/images\/([0-9a-f]{32})/)[1],
    session,
    fullName: message.fullName,
  };
  const member = await signedInMember(baseUrl, dataDir, "Male");
  const connection = await signedInMember(baseUrl, dataDir, "Male");
  // The connection asks, the owner accepts; the owner asks the member (the member's requests list her).
  expect(
    (await connection.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: owner.id })).status,
  ).toBe(201);
  const { requests } = await (await session.fetch("/api/v1/connectionRequest/forme")).json();
  expect((await session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requests[0]._id}`)).status).toBe(200);
  expect((await session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: member.id })).status).toBe(201);
  Object.assign(sessions, { visitor: new ApiClient(baseUrl), member: member.session, connection: connection.session });
  sessions.owner = session;
});

describe.each(["everyone", "members", "connections"] as const)("photo visible to %s", (setting) => {
  beforeAll(() => setVisibility(setting));

  it.each(["visitor", "member", "connection", "owner"] as const)("as seen by the %s", async (who) => {
    const client = sessions[who];
    const allowed = ALLOWED[setting][who];
    const shows = (text: string) => text.includes(owner.photoId);

    // The listing (the owner is not in her own listing: her own profile page instead), HTML and hydration data.
    const page = who === "owner" ? "/userProfile" : `/profilePage?unqId=${owner.unqId}`;
    const html = await (await client.fetch(page)).text();
    expect(html).toMatch(who === "owner" ? owner.fullName : who === "visitor" ? "Ayesha S." : owner.fullName);
    expect(shows(html)).toBe(allowed);
    expect(shows(hydrationOf(html))).toBe(allowed);
    // Said to a member only: a visitor sees just the default avatar (§27).
    const afterConnecting = setting === "connections" && who === "member";
    // (On the page itself: its hydration data carries the words of the listing's components, this one among them.)
    expect(html.slice(0, html.indexOf("<script")).includes("Photo visible after connecting")).toBe(afterConnecting);

    // The profile page: members only (a visitor is sent to log in; the owner's own id is no profile to her).
    const profile = await client.fetch(`/InnerProfile/${owner.id}`);
    if (who === "member" || who === "connection") {
      const profileHtml = await profile.text();
      expect(shows(profileHtml)).toBe(allowed);
      expect(shows(hydrationOf(profileHtml))).toBe(allowed);
      expect(profileHtml.slice(0, profileHtml.indexOf("<script")).includes("Request photo")).toBe(
        setting === "connections" && who === "member",
      );
    } else {
      expect(profile.status).toBe(who === "visitor" ? 302 : 404);
    }

    // The photo's addresses (docs/decisions/027): pages link the public one only while the photo is everyone's.
    const publicAddress = `/images/${owner.photoId}`;
    const privateAddress = `${publicAddress}-private`;
    const links = (address: string) => html.includes(`${address}?w=`) || html.includes(`${address}"`);
    expect(links(privateAddress)).toBe(allowed && setting !== "everyone");
    expect(links(publicAddress)).toBe(allowed && setting === "everyone");
    // Both answer 404 to whoever may not see the photo. Only the public one, and only while the photo is
    // everyone's, is cached publicly; otherwise a viewer still allowed gets it there kept by no cache.
    const atPublic = await client.fetch(publicAddress);
    expect(atPublic.status).toBe(allowed ? 200 : 404);
    expect(atPublic.headers.get("cache-control")).toBe(
      setting === "everyone"
        ? "public, max-age=31536000, immutable"
        : allowed
          ? "private, no-store"
          : "private, no-cache",
    );
    const atPrivate = await client.fetch(privateAddress);
    expect(atPrivate.status).toBe(allowed ? 200 : 404);
    expect(atPrivate.headers.get("cache-control")).toBe("private, no-cache");
    const photo = setting === "everyone" ? atPublic : atPrivate;
    const linked = setting === "everyone" ? publicAddress : privateAddress;
    // Its renditions (§11) are the photo's: the same answer to the same viewer, at the width asked.
    for (const width of [200, 400]) {
      const rendition = await client.fetch(`${linked}?w=${width}`);
      expect(rendition.status, `?w=${width}`).toBe(allowed ? 200 : 404);
      expect(rendition.headers.get("cache-control")).toBe(photo.headers.get("cache-control"));
      if (allowed) {
        const meta = await sharp(Buffer.from(await rendition.arrayBuffer())).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: "webp",
          width,
          height: width,
        });
      }
    }

    // Every /api/v1 answer that carries photos.
    const answers: string[] = [
      await (await client.postJson("/api/v1/profiles/profiles/filter", { unqId: owner.unqId })).text(),
    ];
    if (who === "visitor") answers.push(await (await client.fetch("/api/v1/adminPanel/allUsers")).text());
    if (who === "member" || who === "connection") {
      answers.push(await (await client.fetch("/api/v1/profiles/opposite/users")).text());
      answers.push(await (await client.fetch(`/api/v1/profiles/single/user/${owner.id}`)).text());
    }
    if (who === "member") answers.push(await (await client.fetch("/api/v1/connectionRequest/forme")).text());
    if (who === "connection")
      answers.push(await (await client.fetch("/api/v1/connectionRequest/connection/myconn")).text());
    if (who === "owner") answers.push(await (await client.fetch("/api/v1/myprofile/viewProfile")).text());
    for (const answer of answers) {
      // The owner's filter answer lists the other gender only: it never holds her photo.
      if (who === "owner" && answer === answers[0]) expect(shows(answer)).toBe(false);
      else expect({ answer: answer.slice(0, 80), shows: shows(answer) }).toMatchObject({ shows: allowed });
      // Absolute, at the address pages link (docs/api-contract.md §4).
      if (shows(answer)) expect(answer).toContain(`"${baseUrl}${linked}"`);
    }
  });
});

describe("visitors' cards", () => {
  it("carry the first name and family-name initial, age, state and work: no full name, city, ids", async () => {
    await setVisibility("everyone");
    const html = await (await fetch(`${baseUrl}/profilePage?unqId=${owner.unqId}`)).text();
    // The search form suggests every listed city (its datalist names nobody): the cards and their data do not.
    const cards = html.slice(html.indexOf('class="profile-grid"'), html.lastIndexOf("</article>"));
    const data = JSON.stringify((await hydrationStateOf(html)).loaderData["routes/profilePage"].visitorCards);
    expect(cards).toContain("Ayesha S.");
    expect(data).toContain("Ayesha S.");
    for (const secret of [owner.fullName, "Malappuram", `MMR00${owner.unqId}`, "Marital status", "Height"]) {
      expect(cards).not.toContain(secret);
      expect(data).not.toContain(secret);
    }
    expect(html).not.toContain(owner.fullName);
    expect(html).not.toContain(owner.id);
    const api = await (await fetch(`${baseUrl}/api/v1/adminPanel/allUsers`)).json();
    const card = api.find((c: { fullName: string }) => c.fullName === "Ayesha S.");
    expect(Object.keys(card).sort()).toEqual(["age", "fullName", "image", "state", "working"]);
    const filtered = await (
      await fetch(`${baseUrl}/api/v1/profiles/profiles/filter`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ unqId: owner.unqId }),
      })
    ).json();
    expect(filtered.data).toEqual([card]);
  });

  it("show members the full name", async () => {
    const html = await (await sessions.member.fetch(`/profilePage?unqId=${owner.unqId}`)).text();
    expect(html).toContain(owner.fullName);
  });
});

describe("bad input on /settings and the request button", () => {
  it.each([
    [{ intent: "nonsense" }, 400],
    [{ intent: "photo-visibility", visibility: "nobody" }, 400],
    [{ intent: "photo-grant", memberId: "not-an-id" }, 404],
    [{ intent: "photo-revoke", memberId: "0".repeat(24) }, 404],
    [{ intent: "__proto__" }, 400],
  ])("answers %o with a message, never a server error", async (fields, status) => {
    const response = await owner.session.fetch("/settings", { method: "POST", body: new URLSearchParams(fields) });
    expect(response.status).toBe(status);
  });

  it("refuses a request for one's own photo, or for a photo not kept to connections", async () => {
    await setVisibility("members");
    const body = () => new URLSearchParams({ intent: "request-photo" });
    const member = await sessions.member.fetch(`/InnerProfile/${owner.id}`, { method: "POST", body: body() });
    expect(member.status).toBe(400);
    expect(await member.text()).toMatch(/not kept to connections/);
  });
});

describe("a narrowing retires the public address (issue 35, item 5)", () => {
  const PUBLIC = "public, max-age=31536000, immutable";

  it("once the photo is no longer everyone's, its public address is cached by nobody and linked nowhere", async () => {
    await setVisibility("everyone");
    const publicAddress = `/images/${owner.photoId}`;
    const visitorPage = await (await sessions.visitor.fetch(`/profilePage?unqId=${owner.unqId}`)).text();
    expect(visitorPage).toContain(`${publicAddress}?w=`);
    expect((await sessions.visitor.fetch(publicAddress)).headers.get("cache-control")).toBe(PUBLIC);

    await setVisibility("members");
    // A cache may still hold that address: the site answers it only to someone still allowed, and no cache
    // may keep that answer; a visitor gets the 404, renditions and revalidations alike.
    for (const path of [publicAddress, `${publicAddress}?w=200`]) {
      const visitor = await sessions.visitor.fetch(path, { headers: { "If-None-Match": `"${owner.photoId}"` } });
      expect(visitor.status, path).toBe(404);
      const member = await sessions.member.fetch(path);
      expect([member.status, member.headers.get("cache-control")], path).toEqual([200, "private, no-store"]);
    }
    // Pages and the API link the address that was never cached publicly.
    const memberPage = await (await sessions.member.fetch(`/profilePage?unqId=${owner.unqId}`)).text();
    expect(memberPage).toContain(`${publicAddress}-private?w=`);
    expect(memberPage).not.toContain(`${publicAddress}?`);
    expect(memberPage).not.toContain(`${publicAddress}"`);
    const { user } = await (await sessions.member.fetch(`/api/v1/profiles/single/user/${owner.id}`)).json();
    expect(user.image).toBe(`${baseUrl}${publicAddress}-private`);
    const linked = await sessions.member.fetch(`${publicAddress}-private`);
    expect([linked.status, linked.headers.get("cache-control")]).toEqual([200, "private, no-cache"]);
  });

  it("hiding the profile is a narrowing too", async () => {
    await setVisibility("everyone");
    const publicAddress = `/images/${owner.photoId}`;
    expect((await sessions.visitor.fetch(publicAddress)).headers.get("cache-control")).toBe(PUBLIC);
    await hideOwner("hide");
    try {
      expect((await sessions.visitor.fetch(publicAddress)).status).toBe(404);
      const connection = await sessions.connection.fetch(publicAddress);
      expect([connection.status, connection.headers.get("cache-control")]).toEqual([200, "private, no-store"]);
      const page = await (await sessions.connection.fetch(`/InnerProfile/${owner.id}`)).text();
      expect(page).toContain(`${publicAddress}-private`);
    } finally {
      await hideOwner("unhide");
    }
  });
});

describe("who may see a photo beyond its setting (issue 35, item 6)", () => {
  it("a members-only photo is not served to a member of the owner's own gender", async () => {
    await setVisibility("members");
    const woman = await signedInMember(baseUrl, dataDir, "Female");
    for (const path of [`/images/${owner.photoId}`, `/images/${owner.photoId}-private`]) {
      expect((await woman.session.fetch(path)).status, path).toBe(404);
      expect((await sessions.member.fetch(path)).status, path).toBe(200);
    }
  });

  it("a hidden member's photo is served only to those who may still open her profile", async () => {
    await setVisibility("members");
    const stranger = await signedInMember(baseUrl, dataDir, "Male");
    for (const path of [`/images/${owner.photoId}`, `/images/${owner.photoId}-private`]) {
      const status = async (session: ApiClient) => (await session.fetch(path)).status;
      expect(await status(stranger.session), path).toBe(200);
      await hideOwner("hide");
      try {
        expect((await stranger.session.fetch(`/InnerProfile/${owner.id}`)).status).toBe(404);
        expect(await status(stranger.session), path).toBe(404);
        // The member she asked (a pending request) and her connection still open her profile, photo included.
        expect([await status(sessions.member), await status(sessions.connection)], path).toEqual([200, 200]);
      } finally {
        await hideOwner("unhide");
      }
      expect(await status(stranger.session), path).toBe(200);
    }
  });
});
