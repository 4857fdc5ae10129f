import { describe, expect, inject, it } from "vitest";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/outbox";
import { ALLOWED_ORIGIN } from "./global-setup";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

function postContact(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/v1/contact/user`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const countEnquiries = () => queryDb<{ n: number }>(dataDir, "select count(*) as n from enquiries")[0].n;

describe("POST /api/v1/contact/user", () => {
  it("stores the enquiry, answers msg 'Enquiry added' and notifies the operator", async () => {
    const message = `Please call about my daughter's profile ${Date.now()}`;
    const response = await postContact({
      name: "Farhan Qureshi",
      email: "Farhan.Q@Example.in",
      contact: "9812345678",
      message,
      access_key: "ignored",
    });
    expect(response.status).toBe(201);
    expect((await response.json()).msg).toBe("Enquiry added");
    const rows = queryDb(dataDir, "select name, email, contact from enquiries where message = ?", message);
    expect(rows).toEqual([{ name: "Farhan Qureshi", email: "farhan.q@example.in", contact: "9812345678" }]);
    const mail = await waitForMail(dataDir, "operator@example.org", (m) => m.text.includes(message));
    expect(mail.subject).toMatch(/New enquiry/);
  });

  it.each([
    [{ email: "a@b.in", contact: "9812345678", message: "x" }, "name", "Name is required"],
    [{ name: "A", email: "a@b.in", contact: "9812345678", message: "x" }, "name", "Name must be at least 2 characters"],
    [{ name: "Asif", contact: "9812345678", message: "x" }, "email", "Email is required"],
    [{ name: "Asif", email: "not-an-email", contact: "9812345678", message: "x" }, "email", "Invalid email address"],
    [{ name: "Asif", email: "a@b.in", message: "x" }, "contact", "Phone number is required"],
    [{ name: "Asif", email: "a@b.in", contact: "98123", message: "x" }, "contact", "Phone number must be 10 digits"],
    [
      { name: "Asif", email: "a@b.in", contact: "98123456789", message: "x" },
      "contact",
      "Phone number cannot exceed 10 digits",
    ],
    [{ name: "Asif", email: "a@b.in", contact: "9812345678", message: "  " }, "message", "Comment is required"],
    [{ name: ["Asif"], email: 42, contact: null, message: {} }, "name", "Name is required"],
  ])("refuses %j with 400 and '%s: %s', storing nothing", async (body, field, text) => {
    const before = countEnquiries();
    const response = await postContact(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.errors[field]).toContain(text);
    expect(json.msg).toBeTruthy();
    expect(countEnquiries()).toBe(before);
  });

  it("answers malformed JSON with 400, never 5xx", async () => {
    for (const body of ["{not json", "[]", "null", '"text"']) {
      const response = await postContact(body);
      expect(response.status).toBe(400);
    }
  });

  it("stores nothing when the honeypot is filled, yet answers as usual", async () => {
    const before = countEnquiries();
    const response = await postContact({
      name: "Spam Bot",
      email: "bot@spam.example",
      contact: "9812345678",
      message: "buy now",
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(countEnquiries()).toBe(before);
  });

  it("refuses a foreign origin with 403 and stores nothing", async () => {
    const before = countEnquiries();
    const response = await postContact(
      { name: "Evil", email: "e@evil.example", contact: "9812345678", message: "x" },
      { Origin: "http://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(countEnquiries()).toBe(before);
  });

  it("allows the configured CORS origin with credentials, and no other", async () => {
    const preflight = await fetch(`${baseUrl}/api/v1/contact/user`, {
      method: "OPTIONS",
      headers: {
        Origin: ALLOWED_ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(preflight.headers.get("vary")).toMatch(/Origin/i);

    const allowed = await postContact(
      { name: "Client App", email: "c@client.example", contact: "9812345678", message: "from the app" },
      { Origin: ALLOWED_ORIGIN },
    );
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);

    for (const origin of [
      "http://evil.example",
      "null",
      "http://client.example:3000.evil.example",
      "http://client.example",
    ]) {
      const refused = await fetch(`${baseUrl}/api/v1/contact/user`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    }
  });
});
