// The read scenarios: what visitors, members and the original client ask for most.
import { expectStatus, request, type CapturedResponse } from "./http-client";
import type { LoadRequest } from "./load";

export type ReadScenario = {
  name: string;
  request: { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string } & LoadRequest;
};

/** A city and age that the demo seed fills (scripts/seed.ts PLACES, ages 21–38). */
const FILTER = { city: "Delhi", age: 30, budget: 500_000 };

/** The scenarios issue 43's CPU targets name (report.ts) and the guard measures (guard.ts), found by these names. */
export const FLOOR = "visitor GET /bench/floor (the floor)";
export const NO_DATA = "visitor GET /termCondition (no data)";
export const MEMBER_LISTING = `member GET /profilePage?place=${FILTER.city}&ageTo=${FILTER.age} (a search)`;
export const MEMBER_LANDING = "member GET /profilePage (unfiltered)";
export const JSON_LIST = "member GET /api/v1/profiles/opposite/users?page=1";
export const MEMBER_HOME = "member GET / (home)";
export const MATCHES = "member GET /matches";
export const PROFILE = "member GET /InnerProfile/{id}";

/** The member listing searched by city and age (the form's names): the growth and workers scenarios load it too. */
export const memberListing = (memberCookie: string): ReadScenario => ({
  name: MEMBER_LISTING,
  request: {
    method: "GET",
    path: `/profilePage?place=${FILTER.city}&ageTo=${FILTER.age}`,
    headers: { Cookie: memberCookie },
  },
});

/** The listing as a member lands on it: every listed member of the other gender, newest first. */
export const memberLanding = (memberCookie: string): ReadScenario => ({
  name: MEMBER_LANDING,
  request: { method: "GET", path: "/profilePage", headers: { Cookie: memberCookie } },
});

/** The original client's list of the opposite gender's members, as JSON. */
export const jsonList = (memberCookie: string): ReadScenario => ({
  name: JSON_LIST,
  request: { method: "GET", path: "/api/v1/profiles/opposite/users?page=1", headers: { Cookie: memberCookie } },
});

export async function readScenarios(origin: string, memberCookie: string): Promise<ReadScenario[]> {
  const asMember = { Cookie: memberCookie };
  const opposite = expectStatus(
    await request(origin, "/api/v1/profiles/opposite/users?page=1", { headers: asMember }),
    200,
    "opposite users",
  );
  const someone = (JSON.parse(opposite.body.toString("utf8")) as { opp: { _id: string }[] }).opp[0];
  if (!someone) throw new Error("opposite users: the member sees nobody; is the seed empty?");
  return [
    // The floor: a route with no loader and a one-line page, through the same server and root layout.
    { name: FLOOR, request: { method: "GET", path: "/bench/floor", headers: {} } },
    { name: NO_DATA, request: { method: "GET", path: "/termCondition", headers: {} } },
    { name: "visitor GET /profilePage", request: { method: "GET", path: "/profilePage", headers: {} } },
    memberLanding(memberCookie),
    memberListing(memberCookie),
    { name: PROFILE, request: { method: "GET", path: `/InnerProfile/${someone._id}`, headers: asMember } },
    { name: MATCHES, request: { method: "GET", path: "/matches", headers: asMember } },
    { name: MEMBER_HOME, request: { method: "GET", path: "/", headers: asMember } },
    {
      name: "member POST /api/v1/profiles/profiles/filter",
      request: {
        method: "POST",
        path: "/api/v1/profiles/profiles/filter",
        // A state-changing method: same-origin, as the site's own pages send it.
        headers: { ...asMember, "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ gender: "Female", ...FILTER }),
      },
    },
    jsonList(memberCookie),
  ];
}

/** One real answer to a scenario's request, which the bare server will replay. */
export async function captureAnswer(origin: string, scenario: ReadScenario): Promise<CapturedResponse> {
  return expectStatus(await request(origin, scenario.request.path, scenario.request), 200, scenario.name);
}
