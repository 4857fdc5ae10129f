import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { mailQueue } from "~/db/schema-mail";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { submitEnquiry } from "~/domain/mail/enquiries.server";
import { removeExpiredRows } from "~/domain/site/housekeeping.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { listMailForAdmin, retryFailedMail } from "~/domain/mail/mail-admin.server";
import { startResendStandIn } from "../support/resend-standin";
import { registeredMember } from "../support/unit-members";
import { isolated } from "../support/outbox";

// The queue's worker against a local stand-in for Resend, with the clock moved by hand.
const standIn = await startResendStandIn();
process.env.RESEND_API_KEY = "re_test_standin";
process.env.MAIL_FROM = "Community Matrimony <no-reply@site.example>";
process.env.RESEND_BASE_URL = standIn.url;
afterAll(() => standIn.close());
afterEach(() => {
  vi.useRealTimers();
  standIn.state.down = false;
});

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** A member whose signup code is read from the stand-in, where this file's mail goes. */
const newMember = (gender: "Male" | "Female") =>
  registeredMember(gender, {}, async (email) => (await standIn.waitFor(email)).subject.match(/\d{6}/)![0]);

const rowOf = (id: number) => getDb().select().from(mailQueue).where(eq(mailQueue.id, id)).get()!;

describe("the mail queue", () => {
  it("retries with a doubling wait for a day, then marks the message failed and shows it to the operator", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T08:00:00Z"));
    standIn.state.down = true;
    const message = `Retried notice ${Date.now()}`;
    await submitEnquiry({ name: "Imran Shaikh", email: "imran@example.in", contact: "9123456780", message });
    const id = getDb().select({ id: mailQueue.id }).from(mailQueue).all().at(-1)!.id;
    const created = Date.now();

    const waits: number[] = [];
    for (let tries = 0; tries < 100 && rowOf(id).status === "pending"; tries++) {
      vi.setSystemTime(rowOf(id).nextAttemptAt);
      const before = Date.now();
      expect(await deliverDueMail()).toBe(0);
      if (rowOf(id).status === "pending") waits.push(rowOf(id).nextAttemptAt.getTime() - before);
    }
    // 30 s, 1 min, 2 min, ... doubling up to an hour (MAIL_RETRY_SECONDS' default is 30).
    expect(waits.slice(0, 4)).toEqual([30 * SECOND, 60 * SECOND, 120 * SECOND, 240 * SECOND]);
    expect(Math.max(...waits)).toBe(HOUR);
    const failed = rowOf(id);
    expect(failed.status).toBe("failed");
    expect(Date.now() - created).toBeLessThanOrEqual(24 * HOUR);
    expect(Date.now() + HOUR - created).toBeGreaterThan(24 * HOUR);
    expect(failed.lastError).toMatch(/500 internal_server_error/);
    expect(standIn.to("operator@example.org", (m) => m.text.includes(message))).toEqual([]);

    const shown = listMailForAdmin().failed.find((m) => m.id === id)!;
    expect(shown).toMatchObject({ to: "operator@example.org", status: "failed" });
    expect(shown.lastError).toMatch(/Resend refused the message/);

    // The operator sends it again once the provider is back: it arrives once.
    standIn.state.down = false;
    retryFailedMail(id);
    expect(await deliverDueMail()).toBe(1);
    expect(await deliverDueMail()).toBe(0);
    expect(standIn.to("operator@example.org", (m) => m.text.includes(message))).toHaveLength(1);
    expect(rowOf(id)).toMatchObject({ status: "sent", body: null });
  });

  it("a message the provider refuses (422) is failed at once, without a day of retries", async () => {
    standIn.state.refuse.add("operator@example.org");
    try {
      await submitEnquiry({ name: "Imran Shaikh", email: "imran@example.in", contact: "9123456780", message: "hi" });
      await deliverDueMail();
    } finally {
      standIn.state.refuse.delete("operator@example.org");
    }
    const row = getDb().select().from(mailQueue).all().at(-1)!;
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/422 validation_error/);
  });

  const DIGEST_TEST =
    "new requests: one e-mail at once, then at most one an hour listing those since; answered ones leave";
  it(DIGEST_TEST, async () => {
    const asked = await newMember("Female");
    const [first, second, third] = [await newMember("Male"), await newMember("Male"), await newMember("Male")];
    const requestMails = () => standIn.to(asked.email, (m) => /connection request/i.test(m.subject));

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T08:00:00Z"));
    await sendConnectionRequest(first, asked.publicId);
    await deliverDueMail();
    expect(requestMails()).toHaveLength(1);
    expect(requestMails()[0].text).toContain(
      `${isolated(`${first.fullName} (MMR00${first.unqId})`)} would like to connect`,
    );

    vi.setSystemTime(new Date("2026-11-21T08:10:00Z"));
    await sendConnectionRequest(second, asked.publicId);
    await sendConnectionRequest(third, asked.publicId);
    await deliverDueMail();
    expect(requestMails()).toHaveLength(1);

    // The third is declined before the hour is up: the e-mail lists only what is still waiting for an answer.
    const declined = listIncomingRequests(asked.unqId).requests.find((r) => r.sender.publicId === third.publicId)!;
    await answerConnectionRequest(asked, declined.id, "reject");
    vi.setSystemTime(new Date("2026-11-21T08:59:59Z"));
    await deliverDueMail();
    expect(requestMails()).toHaveLength(1);
    vi.setSystemTime(new Date("2026-11-21T09:00:00Z"));
    await deliverDueMail();
    expect(requestMails()).toHaveLength(2);
    expect(requestMails()[1].subject).toMatch(/^New connection request on /);
    expect(requestMails()[1].text).toContain(`MMR00${second.unqId}`);
    expect(requestMails()[1].text).not.toContain(`MMR00${third.unqId}`);
  });

  it("the acceptance notice waits for the provider and is sent once", async () => {
    const asked = await newMember("Female");
    const asking = await newMember("Male");
    await sendConnectionRequest(asking, asked.publicId);
    const { requests } = listIncomingRequests(asked.unqId);
    standIn.state.down = true;
    await answerConnectionRequest(asked, requests[0].id, "accept");
    await deliverDueMail();
    standIn.state.down = false;
    for (const row of getDb().select().from(mailQueue).where(eq(mailQueue.status, "pending")).all())
      getDb().update(mailQueue).set({ nextAttemptAt: new Date() }).where(eq(mailQueue.id, row.id)).run();
    await deliverDueMail();
    await deliverDueMail();
    expect(standIn.to(asking.email, (m) => /accepted/.test(m.subject))).toHaveLength(1);
  });

  it("mail a crashed process left half-sent goes again after 15 minutes, not while it may be sending", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T08:00:00Z"));
    const message = `Half-sent notice ${Date.now()}`;
    await submitEnquiry({ name: "Imran Shaikh", email: "imran@example.in", contact: "9123456780", message });
    const id = getDb().select({ id: mailQueue.id }).from(mailQueue).all().at(-1)!.id;
    // What a process that claimed the row and then died leaves behind (claimNext's own marks).
    getDb()
      .update(mailQueue)
      .set({ status: "sending", attempts: 1, nextAttemptAt: new Date() })
      .where(eq(mailQueue.id, id))
      .run();
    const sentToOperator = () => standIn.state.accepted.filter((m) => m.text.includes(message));

    vi.setSystemTime(new Date("2026-11-22T08:10:00Z"));
    removeExpiredRows();
    expect(rowOf(id).status).toBe("sending"); // another process may still be sending it
    await deliverDueMail();
    expect(sentToOperator()).toHaveLength(0);

    vi.setSystemTime(new Date("2026-11-22T08:16:00Z"));
    removeExpiredRows();
    expect(rowOf(id).status).toBe("pending");
    await deliverDueMail();
    expect(sentToOperator()).toHaveLength(1);
    expect(rowOf(id).status).toBe("sent");
  });
});
