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

// React 18.3's stream renderer sent a whole 2 kB buffer when a character of two or three bytes did not fit in
// its last bytes, so a Hindi or Urdu page carried a NUL byte there (react/react#31134). Patched to send only
// the bytes written (patches/react-dom+18.3.1.patch).
describe("react-dom's stream renderer", () => {
  it("sends no NUL byte where a character of several bytes meets its 2 kB buffer's end", async () => {
    const { renderToPipeableStream } = createRequire(import.meta.url)(
      "react-dom/server",
    ) as typeof import("react-dom/server");
    const { createElement } = createRequire(import.meta.url)("react") as typeof import("react");
    const { PassThrough } = await import("node:stream");
    // ASCII first, so that the Devanagari starts at every offset against the buffer's end.
    for (let pad = 0; pad < 3; pad++) {
      const text = `${"a".repeat(2000 + pad)}${"सरपरस्त ".repeat(40)}`;
      const bytes = await new Promise<Buffer>((resolve, reject) => {
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on("data", (chunk: Buffer) => chunks.push(chunk));
        out.on("end", () => resolve(Buffer.concat(chunks)));
        const { pipe } = renderToPipeableStream(createElement("p", null, text), {
          onAllReady: () => pipe(out),
          onError: reject,
        });
      });
      expect(bytes.includes(0)).toBe(false);
      expect(bytes.toString("utf8")).toBe(`<p>${text}</p>`);
    }
  });
});
