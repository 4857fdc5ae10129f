import { randomBytes } from "node:crypto";

/** An opaque id for URLs and the API (24 hex characters, the shape the original client knows). */
export function newPublicId(): string {
  return randomBytes(12).toString("hex");
}
