import { answerRequestCall } from "~/web/api-connections.server";
import { apiError } from "~/web/api.server";
import type { Route } from "./+types/api.v1.connectionRequest.sendrq_.reject.$requestId";

// GET (kept for the original client): the server refuses it from other sites
// (see origin.server.ts), so a foreign link or image cannot reject anything.
export async function loader({ request, params }: Route.LoaderArgs) {
  // A HEAD reaches this loader too; it never answers a request (docs/api-contract.md §2).
  if (request.method !== "GET") return apiError(405, "Method not allowed", undefined, { Allow: "GET" });
  return answerRequestCall(request, params.requestId ?? "", "reject");
}
