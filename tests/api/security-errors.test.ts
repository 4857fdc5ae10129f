import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";

// An unexpected failure (here the enquiries table is gone, as after a botched restore) is a 500 that
// says nothing about the server: no stack frame, no file, no database message. A server of its own,
// since the test breaks its database.
let server: RunningServer;

// Starting a server takes a few seconds on a busy machine.
beforeAll(async () => {
  server = await startServer();
  const db = new Database(path.join(server.dataDir, "matrimony.db"));
  db.exec("drop table enquiries");
  db.close();
}, 30_000);
afterAll(() => server?.stop());

const enquiry = {
  name: "Farhan Qureshi",
  email: "farhan@example.in",
  contact: "9812345678",
  message: "Please call me.",
};

function expectNothingTold(body: string) {
  expect(body).not.toMatch(/\n\s+at .+[:(]/);
  expect(body).not.toMatch(/node_modules|file:\/\/|\.tsx?:\d+|\.js:\d+/);
  expect(body).not.toMatch(/sqlite|no such table|enquiries\b/i);
}

describe("a failure inside the server", () => {
  it("on a page: the 500 page, with no stack trace, in its HTML or its hydration data", async () => {
    const response = await fetch(`${server.baseUrl}/contactUs`, { method: "POST", body: new URLSearchParams(enquiry) });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expectNothingTold(html);
  });

  it("in the API: a 500 JSON answer with a generic message", async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/contact/user`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(enquiry),
    });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = await response.text();
    expect(JSON.parse(body).msg).toBe("Something went wrong. Please try again.");
    expectNothingTold(body);
  });

  it("is logged for the operator without the visitor's name, e-mail address or phone number", () => {
    const log = server.output();
    expect(log).toMatch(/no such table: enquiries/);
    for (const personal of [enquiry.name, enquiry.email, enquiry.contact]) expect(log).not.toContain(personal);
  });
});
