import type { TestProject } from "vitest/node";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export const ALLOWED_ORIGIN = "http://client.example:3000";

/** One production server for the API contract tests, on a temporary DATA_DIR. */
export default async function setup(project: TestProject) {
  const server = await startServer({ ADMIN_EMAIL: "operator@example.org", CORS_ORIGINS: ALLOWED_ORIGIN });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
