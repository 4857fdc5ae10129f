import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { enquiries, newsletterSubscriptions } from "~/db/schema-mail";
import { submitEnquiry } from "~/domain/mail/enquiries.server";
import { subscribeToNewsletter } from "~/domain/mail/newsletter.server";
import { contactSchema } from "~/forms/contact";
import { newsletterSchema } from "~/forms/newsletter";
import { getEnv } from "~/services/env.server";
import { readOutbox } from "../support/outbox";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";

describe("contact form rules (docs/product-rules.md §5)", () => {
  const valid = { name: "Zainab Ansari", email: "zainab@example.in", contact: "9876543210", message: "Hello" };
  const firstError = (input: Record<string, unknown>, field: string) => {
    const result = contactSchema.safeParse(input);
    return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
  };

  it("accepts a valid enquiry, trimming and lower-casing the e-mail", () => {
    expect(contactSchema.parse({ ...valid, email: "  Zainab@Example.IN " }).email).toBe("zainab@example.in");
  });

  it.each([
    ["name", "", "Name is required"],
    ["name", "Z", "Name must be at least 2 characters"],
    ["email", "", "Email is required"],
    ["email", "zainab@example", "Invalid email address"],
    ["contact", "", "Phone number is required"],
    ["contact", "98765", "Phone number must be 10 digits"],
    ["contact", "98765abcde", "Phone number must be 10 digits"],
    ["contact", "98765432101", "Phone number cannot exceed 10 digits"],
    ["message", "", "Comment is required"],
    ["message", "x".repeat(2001), "Comment must be at most 2000 characters"],
  ])("%s = %j gives '%s'", (field, value, message) => {
    expect(firstError({ ...valid, [field]: value }, field)).toBe(message);
  });
});

describe("enquiries", () => {
  it("stores the enquiry and writes the operator's notification to the outbox", async () => {
    await submitEnquiry({
      name: "Imran Shaikh",
      email: "imran@example.in",
      contact: "9123456780",
      message: "Elite plan?",
    });
    const rows = getDb().select().from(enquiries).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Imran Shaikh", contact: "9123456780", handledAt: null });
    await deliverDueMail();
    const mail = readOutbox(getEnv().DATA_DIR).at(-1)!;
    expect(mail.to).toBe("operator@example.org");
    expect(mail.text).toContain("Elite plan?");
  });
});

describe("newsletter", () => {
  it("stores a normalised address once", () => {
    const email = newsletterSchema.parse({ email: " Sana.K@Example.IN " }).email;
    subscribeToNewsletter(email);
    subscribeToNewsletter(email);
    const rows = getDb().select().from(newsletterSubscriptions).all();
    expect(rows.map((r) => r.email)).toEqual(["sana.k@example.in"]);
  });
});
