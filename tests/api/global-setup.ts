import type { TestProject } from "vitest/node";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export const ALLOWED_ORIGIN = "http://client.example:3000";

/**
 * One production server for the API contract tests, on a temporary DATA_DIR. Behind a trusted proxy, as in
 * production: the member helpers (tests/support/members.ts) give each member's browser its own address, so
 * the many members the tests register do not exhaust one address's per-client limits. Clients that send no
 * X-Forwarded-For are the test machine's address, as before.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({
    ADMIN_EMAIL: "operator@example.org",
    CORS_ORIGINS: ALLOWED_ORIGIN,
    TRUST_PROXY: "1",
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
