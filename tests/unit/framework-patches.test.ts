import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { createStaticHandler } from "@remix-run/router";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The server loads react-router-dom's CommonJS build (through @remix-run/react), the one patched; Vite
// would resolve the ES module.
const { createStaticRouter } = createRequire(import.meta.url)(
  "react-router-dom/server",
) as typeof import("react-router-dom/server");

// The patches in patches/ (decision 018): the server matches and renders every request from route arrays
// built once. These tests fail when a patch is missing (a fresh install without postinstall, an upgrade).
describe("framework patches", () => {
  const routes = (): AgnosticRouteObject[] => [
    {
      id: "root",
      path: "/",
      children: [
        { id: "profile", path: "InnerProfile/:id" },
        { id: "new", path: "InnerProfile/new" },
        { id: "splat", path: "*" },
      ],
    },
  ];

  it("matches by rank, the same on every call", () => {
    const tree = routes();
    for (let i = 0; i < 3; i++) {
      expect(matchRoutes(tree, "/InnerProfile/new")?.map((m) => m.route.id)).toEqual(["root", "new"]);
      expect(matchRoutes(tree, "/innerprofile/AB12")?.at(-1)?.params).toEqual({ id: "AB12" });
      expect(matchRoutes(tree, "/nowhere/at/all")?.at(-1)?.route.id).toBe("splat");
    }
  });

  it("ranks a routes array once: a change after the first match is not seen", () => {
    const tree = routes();
    expect(matchRoutes(tree, "/late")?.at(-1)?.route.id).toBe("splat");
    tree[0].children!.unshift({ id: "late", path: "late" });
    expect(matchRoutes(tree, "/late")?.at(-1)?.route.id).toBe("splat");
    // A new array is ranked anew.
    expect(matchRoutes([...tree], "/late")?.at(-1)?.route.id).toBe("late");
  });

  it("converts a routes array to the static router's data routes once", async () => {
    const tree = [{ id: "root", path: "/", element: null }];
    const context = await createStaticHandler(tree).query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("the static handler answered a Response");
    const first = createStaticRouter(tree, context);
    const second = createStaticRouter(tree, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((m) => m.route)).toEqual(first.state.matches.map((m) => m.route));
  });
});
