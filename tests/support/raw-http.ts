import http from "node:http";

/** A GET with the path sent exactly as written (fetch would resolve "/build/../x" to "/x" first). */
export function rawGet(
  baseUrl: string,
  path: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * Any request with its method, path and headers sent exactly as written: fetch refuses TRACE, resolves dot
 * segments and sets Host itself, as a proxy in front of the site may not.
 */
export function rawRequest(
  baseUrl: string,
  {
    method = "GET",
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}
