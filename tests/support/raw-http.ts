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
