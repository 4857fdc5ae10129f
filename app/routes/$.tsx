import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";

export const meta: MetaFunction = () => [{ title: "Page not found" }];

// Any path no other route matches.
export async function loader() {
  return json(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
