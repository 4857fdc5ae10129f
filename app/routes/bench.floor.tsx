import type { Route } from "./+types/bench.floor";

// The bench's floor (README, Performance): no loader and one line, so an answer here costs only the server,
// Remix and the root layout; what any other page costs above it is that page's own.
export const meta: Route.MetaFunction = () => [{ title: "Floor" }, { name: "robots", content: "noindex" }];

export default function Floor() {
  return <p>Floor</p>;
}
