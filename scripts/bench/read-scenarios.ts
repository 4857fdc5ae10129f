// The read scenarios: what visitors, members and the original client ask for most.
import { expectStatus, request, type CapturedResponse } from "./http-client";
import type { LoadRequest } from "./load";

export type ReadScenario = {
  name: string;
  request: { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string } & LoadRequest;
};

/** A city and age that the demo seed fills (scripts/seed.ts PLACES, ages 21–38). */
const FILTER = { city: "Delhi", age: 30, budget: 500_000 };

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
    { name: "visitor GET /profilePage", request: { method: "GET", path: "/profilePage", headers: {} } },
    {
      name: `member GET /profilePage?city=${FILTER.city}&age=${FILTER.age}`,
      request: { method: "GET", path: `/profilePage?city=${FILTER.city}&age=${FILTER.age}`, headers: asMember },
    },
    {
      name: "member GET /InnerProfile/{id}",
      request: { method: "GET", path: `/InnerProfile/${someone._id}`, headers: asMember },
    },
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
    {
      name: "member GET /api/v1/profiles/opposite/users?page=1",
      request: { method: "GET", path: "/api/v1/profiles/opposite/users?page=1", headers: asMember },
    },
  ];
}

/** One real answer to a scenario's request, which the bare server will replay. */
export async function captureAnswer(origin: string, scenario: ReadScenario): Promise<CapturedResponse> {
  return expectStatus(await request(origin, scenario.request.path, scenario.request), 200, scenario.name);
}
