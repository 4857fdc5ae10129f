// React Router 8 hands loaders the raw request of a data request ("/x.data?_routes=…"): the page's address is
// rebuilt from it for links and redirects, and what runs before the router reads the page's path.
import { describe, expect, it } from "vitest";
import { pageUrl } from "~/web/page-url.server";
import { loggedPath, routedPath } from "~/web/request-path.server";

const at = (path: string) => pageUrl(new Request(`http://site.test${path}`));

describe("the page a data request is for", () => {
  it("drops .data, _routes and a bare index, and keeps the page's own query", () => {
    expect(at("/InnerProfile/abc123.data?_routes=routes%2FInnerProfile.%24id").href).toBe(
      "http://site.test/InnerProfile/abc123",
    );
    expect(at("/_root.data?index").href).toBe("http://site.test/");
    expect(at("/profilePage.data?page=2&city=Pune&_routes=root").href).toBe(
      "http://site.test/profilePage?page=2&city=Pune",
    );
    expect(at("/messages/_.data").pathname).toBe("/messages/");
    expect(at("/signup?index=3").search).toBe("?index=3");
    expect(at("/login?redirectTo=%2Fmatches").href).toBe("http://site.test/login?redirectTo=%2Fmatches");
    // The rest of the query as it was written: a space stays "%20".
    expect(at("/profilePage.data?city=New%20Delhi&_routes=root").search).toBe("?city=New%20Delhi");
  });

  it("is the path the cross-site check, the replica and the log read", () => {
    expect(routedPath("/alerts/stop.data")).toBe("/alerts/stop");
    expect(routedPath("/_root.data")).toBe("/");
    expect(routedPath("/api/v1/connectionRequest/sendrq/%61ccept/x.data")).toBe(
      "/api/v1/connectionRequest/sendrq/accept/x",
    );
    const patterns = [{ pattern: "/InnerProfile/:id", matches: /^\/InnerProfile\/[^/]+\/*$/i }];
    expect(loggedPath("/InnerProfile/670397a09a6085eea6f535b3.data", patterns)).toBe("/InnerProfile/:id");
  });
});
