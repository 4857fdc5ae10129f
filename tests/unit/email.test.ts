import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outboxDir, sendEmail, toEml } from "~/services/email.server";
import { readOutbox } from "../support/outbox";

describe("e-mail without a provider key", () => {
  it("writes an RFC 5322 message with To, From, Subject and Date to the outbox", async () => {
    await sendEmail({ to: "member@example.in", subject: "Your code — 123456", text: "Code: 123456\nमुबारक" });
    const [file] = fs.readdirSync(outboxDir());
    const raw = fs.readFileSync(path.join(outboxDir(), file), "utf8");
    expect(raw).toMatch(/^From: .+\r\n/m);
    expect(raw).toMatch(/^To: member@example.in\r\n/m);
    expect(raw).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000\r\n/m);
    const [message] = readOutbox(path.dirname(outboxDir()));
    expect(message.subject).toBe("Your code — 123456");
    expect(message.text).toBe("Code: 123456\nमुबारक");
  });

  it("keeps header injection out of the headers", () => {
    const eml = toEml(
      { to: "a@b.in\r\nBcc: x@evil.example", subject: "Hi\nBcc: y@evil.example", text: "t" },
      "Site <s@x.in>",
      new Date(0),
    );
    expect(eml).not.toMatch(/^Bcc:/m);
  });
});
