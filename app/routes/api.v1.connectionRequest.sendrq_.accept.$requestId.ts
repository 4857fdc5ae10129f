import type { LoaderFunctionArgs } from "@remix-run/node";
import { answerRequestCall } from "~/web/api-connections.server";

// GET (kept for the original client): the server refuses it from other sites
// (see origin.server.ts), so a foreign link or image cannot accept anything.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerRequestCall(request, params.requestId ?? "", "accept");
}
