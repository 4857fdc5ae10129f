import { randomInt } from "node:crypto";
import { ApiClient } from "./client";

/** An address nobody uses, different every call: what a client forging X-Forwarded-For would send. */
export const randomAddress = () => `203.0.113.${randomInt(1, 255)}, 192.0.2.${randomInt(1, 255)}`;

/**
 * Sends `count` wrong code checks (verifyEmailOTP) a few at a time, each with the X-Forwarded-For
 * `forwardedFor()` gives, and returns their statuses.
 */
export async function wrongCodeChecks(baseUrl: string, count: number, forwardedFor: () => string): Promise<number[]> {
  const client = new ApiClient(baseUrl);
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 25) {
    const batch = Array.from({ length: Math.min(25, count - sent) }, () =>
      client.fetch("/api/v1/auth/verifyEmailOTP", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor() },
        body: JSON.stringify({ email: "nobody@example.in", otp: "123456" }),
      }),
    );
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  return statuses;
}
