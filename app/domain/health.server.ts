import { pingDatabase } from "~/db/client.server";

export function isDatabaseHealthy(): boolean {
  try {
    return pingDatabase();
  } catch (error) {
    console.error(`healthz: ${(error as Error).message}`);
    return false;
  }
}
