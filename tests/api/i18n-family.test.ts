import { valueIn } from "../../app/forms/languages";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/outbox";
import { connectMembers, signedInMember, type SignedInMember } from "../support/members";

// The family pages in Hindi and Urdu (issue 18): the member's /family (guardians, invitation form, preview,
// activity, the revoke dialog), the invitation link, and the guardian's own pages (login, password reset,
// dashboard, a ward's messages). Each is asked for by the browser's language, as a parent's phone would.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const GUARDIAN_NAME = "Abdul Rahman";
const PASSWORD = "guardian password";
let n = 0;

/** A browser of its own address (the server trusts its proxy), so its sign-ins count against nobody else. */
const device = () => new ApiClient(baseUrl, `198.19.77.${++n}`);

const post = (client: ApiClient, path: string, values: Record<string, string>, language = "en") =>
  client.fetch(path, {
    method: "POST",
    body: new URLSearchParams(values),
    headers: { "Accept-Language": language },
  });

/** A page's HTML in a language (without the markers React puts between neighbouring texts), with its status. */
async function page(client: ApiClient, path: string, language: string) {
  const response = await client.fetch(path, { headers: { "Accept-Language": language } });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** Invites a guardian (her father) from the member's /family page; the token from the e-mail sent. */
async function invite(member: SignedInMember) {
  const email = `guardian.i18n.${++n}.${Date.now()}@example.in`;
  const response = await post(member.session, "/family", {
    intent: "invite",
    name: GUARDIAN_NAME,
    email,
    relation: "father",
  });
  expect(response.status).toBe(302);
  const mail = await waitForMail(dataDir, email, (m) => m.subject.includes("invites you"));
  return { email, token: mail.text.match(/token=(\S+)/)![1] };
}

/** The guardian accepts in a browser of their own, and lands on the member's dashboard. */
async function accept(token: string) {
  const guardian = device();
  const accepted = await post(guardian, `/family/accept?token=${token}`, {
    intent: "accept",
    name: GUARDIAN_NAME,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(accepted.status).toBe(302);
  return guardian;
}

let woman: SignedInMember;
let man: SignedInMember;
let guardian: ApiClient;
let pending: { email: string; token: string };
let conversationId: string;

beforeAll(async () => {
  [woman, man] = await Promise.all([
    signedInMember(baseUrl, dataDir, "Female"),
    signedInMember(baseUrl, dataDir, "Male"),
  ]);
  conversationId = await connectMembers(man, woman);
  guardian = await accept((await invite(woman)).token);
  // He lets her guardian read their conversation (§33: the other member decides).
  const consent = await post(man.session, `/messages/${conversationId}`, {
    intent: "guardian-consent",
    choice: "allowed",
  });
  expect(consent.status).toBe(302);
  // A second guardian, invited and not yet answered: the invitation page and the limit of two.
  pending = await invite(woman);
}, 60_000);

describe("the member's family page", () => {
  it("in Hindi: the rules, the guardians with their relation and status, the log, the limit of two", async () => {
    const { status, html } = await page(woman.session, "/family", "hi");
    expect(status).toBe(200);
    expect(html).toContain("<title>परिवार और सरपरस्त</title>");
    expect(html).toContain("सरपरस्त क्या देख और कर सकते हैं");
    expect(html).toContain(`<bdi>${GUARDIAN_NAME}</bdi> (पिता)`);
    expect(html).toMatch(/से सरपरस्त हैं</);
    expect(html).toMatch(/न्योता [^<]+ को भेजा गया</);
    expect(html).toContain(`${GUARDIAN_NAME} ने आपका न्योता स्वीकार किया।`);
    expect(html).toContain("आपके दो सरपरस्त हैं, इससे ज़्यादा नहीं हो सकते।");
    for (const english of ["Family and guardians", "What a guardian can see", "Active since", "Your guardians"])
      expect(html).not.toContain(english);
  });

  it("in Urdu: the preview of the guardian's dashboard and the revoke dialog", async () => {
    const preview = await page(woman.session, "/family?preview=1", "ur");
    expect(preview.html).toContain('lang="ur" dir="rtl"');
    expect(preview.html).toContain("آپ کے سرپرست کو کیا نظر آتا ہے");
    expect(preview.html).toContain("جڑے لوگ");
    expect(preview.html).toContain("سرپرست کو نظر آنے والا حصہ چھپائیں");
    expect(preview.html).not.toContain("What your guardian sees");
    expect(preview.html).toContain(`آپ کی بات چیت میں سے ${valueIn("ur", GUARDIAN_NAME)} کو کیا نظر آتا ہے`);
    expect(preview.html).not.toContain(">Connections (");

    const [row] = queryDb<{ id: number }>(
      dataDir,
      "select id from guardians where email = ? and status <> 'revoked'",
      pending.email,
    );
    const dialog = await page(woman.session, `/family?revoke=${row.id}`, "ur");
    expect(dialog.html).toContain(`کیا ${valueIn("ur", GUARDIAN_NAME)} کی رسائی ختم کر دیں؟`);
    expect(dialog.html).toContain("رسائی رہنے دیں");
    expect(dialog.html).not.toContain("Keep access");
  });

  it("answers a refused invitation in the reader's language", async () => {
    const response = await post(woman.session, "/family", { intent: "nonsense" }, "hi");
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain("Something went wrong!");
  });
});

describe("the invitation link", () => {
  it("greets the guardian in Hindi and in Urdu, naming the member and the relation", async () => {
    const first = woman.fields.fullName.split(" ")[0];
    const hi = await page(device(), `/family/accept?token=${pending.token}`, "hi");
    expect(hi.status).toBe(200);
    expect(hi.html).toContain(`${first} की ओर से सरपरस्त बनने का न्योता`);
    expect(hi.html).toContain(`अस्सलामु अलैकुम ${GUARDIAN_NAME}।`);
    expect(hi.html).toContain("पिता के रूप में");
    expect(hi.html).toContain(`<bdi>${pending.email}</bdi>`);
    expect(hi.html).not.toContain("invites you to be a guardian");

    const ur = await page(device(), `/family/accept?token=${pending.token}`, "ur");
    expect(ur.html).toContain(`السلام علیکم ${valueIn("ur", GUARDIAN_NAME)}۔`);
    expect(ur.html).toContain("والد کی حیثیت سے");
    expect(ur.html).toContain("قبول کریں");
    expect(ur.html).not.toContain("Assalamu alaikum");
  });

  it("says in Urdu that a dead link no longer works", async () => {
    const { status, html } = await page(device(), `/family/accept?token=1.${"A".repeat(43)}`, "ur");
    expect(status).toBe(410);
    expect(html).toContain("یہ دعوت اب درست نہیں ہے");
    expect(html).toContain("سائن اِن کریں");
    expect(html).not.toContain("Invitation not valid");
  });
});

describe("the guardian's pages", () => {
  it("login and password reset in Hindi, with a refusal in Hindi", async () => {
    const visitor = device();
    const login = await page(visitor, "/guardian/login", "hi");
    expect(login.html).toContain("<title>सरपरस्त लॉग इन</title>");
    expect(login.html).toContain("सदस्यों के लॉग इन पेज");
    expect(login.html).toContain("पासवर्ड भूल गए?");
    expect(login.html).not.toContain("Forgot password?");

    const refused = await post(visitor, "/guardian/login", { email: "nobody@example.in", password: "wrong one" }, "hi");
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain("Invalid credentials");

    const forgot = await page(visitor, "/guardian/forgot", "hi");
    expect(forgot.html).toContain("आपके सरपरस्त खाते का ईमेल");
    expect(forgot.html).toContain("कोड भेजें");
    expect(forgot.html).not.toContain("Send code");
  });

  it("the dashboard and a conversation in Urdu", async () => {
    const first = woman.fields.fullName.split(" ")[0];
    const dashboard = await page(guardian, `/guardian/${woman.id}`, "ur");
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain(`${valueIn("ur", first)} کی درخواستیں اور جڑے لوگ`);
    expect(dashboard.html).toContain(`${valueIn("ur", first)} کے پیغامات`);
    expect(dashboard.html).toContain(man.fields.fullName);
    expect(dashboard.html).toContain("مرد ·");
    expect(dashboard.html).not.toContain("requests and connections");

    const thread = await page(guardian, `/guardian/${woman.id}/messages/${conversationId}`, "ur");
    expect(thread.status).toBe(200);
    expect(thread.html).toContain(`${valueIn("ur", man.fields.fullName)} کے ساتھ ${valueIn("ur", first)} کے پیغامات`);
    expect(thread.html).toContain(`${valueIn("ur", first)} کا صفحہ`);
    expect(thread.html).not.toContain("messages with");
  });

  it("a conversation says in Hindi and Urdu who may read it, and asks the other member in their language", async () => {
    const his = await page(man.session, `/messages/${conversationId}`, "hi");
    expect(his.html).toContain("सरपरस्त के नाते उनके पिता को यह बातचीत पढ़ने की अनुमति है।");
    expect(his.html).toContain("इसे सरपरस्त से निजी रखें");
    expect(his.html).not.toContain("as her guardian");
    const hers = await page(woman.session, `/messages/${conversationId}`, "ur");
    expect(hers.html).toContain(`آپ کے سرپرست ${valueIn("ur", GUARDIAN_NAME)} کو یہ گفتگو پڑھنے کی اجازت ہے`);
    const scope = await page(woman.session, "/family", "ur");
    expect(scope.html).toContain("آپ کی بات چیت، جہاں دوسرا رکن اس کی اجازت دے");
  });

  it("the guardian's home in Hindi when no member is left to guard", async () => {
    const other = await signedInMember(baseUrl, dataDir, "Female");
    const { email, token } = await invite(other);
    const revokedGuardian = await accept(token);
    const [row] = queryDb<{ id: number }>(dataDir, "select id from guardians where email = ?", email);
    expect((await post(other.session, "/family", { intent: "revoke", guardianId: String(row.id) })).status).toBe(302);
    const { status, html } = await page(revokedGuardian, "/guardian", "hi");
    expect(status).toBe(200);
    expect(html).toContain("<title>सरपरस्त का पन्ना</title>");
    expect(html).toContain("इस समय आपके पास किसी भी सदस्य की प्रोफ़ाइल की पहुँच नहीं है।");
    expect(html).not.toContain("You do not have access");
  });
});
