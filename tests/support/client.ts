/** A fetch with a cookie jar, like a browser tab of the original client (axios withCredentials). */
export class ApiClient {
  private cookies = new Map<string, string>();

  /**
   * `clientAddress`: the address a trusted proxy reports for this client (X-Forwarded-For), so that the
   * clients of a test server behind TRUST_PROXY are different people, as on the site, and share no
   * per-client throttle. Without it every client is the test machine's one address.
   */
  constructor(
    readonly baseUrl: string,
    private readonly clientAddress?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    if (this.clientAddress && !headers.has("X-Forwarded-For")) headers.set("X-Forwarded-For", this.clientAddress);
    const response = await fetch(`${this.baseUrl}${path}`, { redirect: "manual", ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value] = pair.split("=");
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /max-age=0/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  postJson(path: string, body: unknown): Promise<Response> {
    return this.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  setCookieHeader(header: string) {
    this.cookies.clear();
    for (const pair of header.split("; ")) {
      const [name, value] = pair.split("=");
      if (name) this.cookies.set(name, value);
    }
  }
}
