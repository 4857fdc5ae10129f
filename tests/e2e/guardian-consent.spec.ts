import { expect, type Page } from "@playwright/test";
import { test } from "../support/a11y";
import { connectByApi } from "../support/api-connections";
import { activeGuardian } from "../support/e2e-guardians";
import { baseURL, loggedIn, newMember, type Member } from "../support/e2e-members";
import { conversationWith, expectNotFound, messageIn, send } from "../support/e2e-messages";

// Consent on both sides (docs/product-rules.md §32–33, decision 035), with JavaScript on and off: the other
// member decides whether a member's guardian reads their conversation, before writing and again later; the
// member decides, per guardian, what of their conversations that guardian sees.

const GUARDIAN = "Abdul Rahman";
const flash = (page: Page) => page.locator(".flash");

/** Imran and Ayesha connected, her father her guardian (his page on her dashboard), both members signed in. */
async function setUp(browser: Parameters<typeof activeGuardian>[0], javaScriptEnabled: boolean) {
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  const conversation = await connectByApi(man, woman);
  const guardianPage = await activeGuardian(browser, woman, javaScriptEnabled, GUARDIAN);
  const [manPage, womanPage] = await Promise.all([man, woman].map((m) => loggedIn(browser, m, javaScriptEnabled)));
  return { man, woman, conversation, guardianPage, manPage, womanPage, first: woman.fields.fullName.split(" ")[0] };
}

// Two members and a guardian, each in a browser of their own, on a shared 2-core machine: slow tests.
const consentTest = test.extend<{ people: Awaited<ReturnType<typeof setUp>> }>({
  people: async ({ browser, javaScriptEnabled }, use, testInfo) => {
    testInfo.slow();
    await use(await setUp(browser, javaScriptEnabled));
  },
});

/** Her messages' part of the guardian's dashboard, opened afresh. */
async function herMessages(guardianPage: Page, woman: Member, first: string) {
  await guardianPage.goto(`/guardian/${woman.id}`);
  return guardianPage.getByRole("region", { name: `${first}'s messages` });
}

consentTest(
  "he keeps the conversation private: her guardian sees it exists, never its messages",
  async ({ people, expectAccessible }) => {
    const { man, woman, conversation, guardianPage, manPage, womanPage, first } = people;
    const secret = "My uncle's shop is in Aminabad, near the old mosque.";

    // Before his first message he is told who can read, and chooses; the reply box waits for his choice.
    await manPage.goto(`/messages/${conversation}`);
    const notice = manPage.getByRole("note", { name: "Guardians and this conversation" });
    await expect(notice.getByText("Her father, as her guardian, can read this conversation.")).toBeVisible();
    await expect(notice.getByText(/^Before you write, choose whether/)).toBeVisible();
    await expect(manPage.getByLabel("Your message")).toHaveCount(0);
    await expectAccessible(manPage, "a conversation asking about her guardian");
    await notice.getByRole("button", { name: "Keep it private from the guardian" }).click();
    await expect(flash(manPage)).toContainText("Your choice is saved: this conversation is private from the guardian.");
    await expect(
      notice.getByText("You kept this conversation private from her guardian: they see only that it exists."),
    ).toBeVisible();
    await send(manPage, secret);
    await expect(messageIn(manPage, secret)).toBeVisible();

    // Her guardian sees that the conversation exists, with whom, and nothing of it; its address is not found.
    const section = await herMessages(guardianPage, woman, first);
    await expect(section.getByRole("listitem").filter({ hasText: man.fields.fullName })).toContainText(
      "Private: the other member has not allowed guardians to read it.",
    );
    await expect(section.getByRole("link", { name: man.fields.fullName })).toHaveCount(0);
    await expect(guardianPage.getByText(secret)).toHaveCount(0);
    expect(await guardianPage.content()).not.toContain("Aminabad");
    await expectNotFound(guardianPage, `/guardian/${woman.id}/messages/${conversation}`);

    // She is told the truth on her side.
    await womanPage.goto(`/messages/${conversation}`);
    const kept = `${man.fields.fullName} kept this conversation private from your guardian`;
    await expect(womanPage.getByText(`${kept}: ${GUARDIAN} sees only that it exists.`)).toBeVisible();

    // He changes his mind later, from the conversation: her guardian reads it, earlier messages too.
    await manPage.getByRole("button", { name: "Go on — the guardian may read" }).click();
    await expect(flash(manPage)).toContainText("Your choice is saved: the guardian can read this conversation.");
    await expect(notice.getByText("Her father, as her guardian, can read this conversation.")).toBeVisible();
    await (await herMessages(guardianPage, woman, first)).getByRole("link", { name: man.fields.fullName }).click();
    await expect(guardianPage).toHaveURL(`${baseURL}/guardian/${woman.id}/messages/${conversation}`);
    await expect(messageIn(guardianPage, secret)).toBeVisible();

    // And back: the very next look is refused again.
    await manPage.getByRole("button", { name: "Keep it private from the guardian" }).click();
    await expect(flash(manPage)).toContainText("private from the guardian");
    await expectNotFound(guardianPage, `/guardian/${woman.id}/messages/${conversation}`);
  },
);

consentTest(
  "she sets what her guardian sees: that conversations exist, or only requests",
  async ({ people, expectAccessible }) => {
    const { man, woman, conversation, guardianPage, manPage, womanPage, first } = people;
    await manPage.goto(`/messages/${conversation}`);
    await manPage.getByRole("button", { name: "Go on — the guardian may read" }).click();
    await send(manPage, "Salaam, my mother will call your mother.");
    await expect(messageIn(manPage, "my mother will call")).toBeVisible();

    // "Only that your conversations exist": even with his yes, her guardian sees the name and no more.
    await womanPage.goto("/family");
    const scope = womanPage.getByRole("group", { name: `What ${GUARDIAN} sees of your conversations` });
    await expect(scope.getByLabel("Your conversations, where the other member allows it")).toBeChecked();
    await expectAccessible(womanPage, "/family with the guardian's scope");
    await scope.getByLabel("Only that your conversations exist, and with whom").check();
    await womanPage.getByRole("button", { name: `Save what ${GUARDIAN} sees of your conversations` }).click();
    await expect(flash(womanPage)).toContainText(
      `${GUARDIAN} can now see that your conversations exist, not their messages.`,
    );
    const activity = womanPage.getByRole("region", { name: "Activity" });
    await expect(activity.getByText(`You let ${GUARDIAN} see only that your conversations exist.`)).toBeVisible();
    await womanPage.getByRole("link", { name: "See what your guardian sees" }).click();
    await expect(womanPage.getByRole("heading", { name: `What ${GUARDIAN} sees of your conversations` })).toBeVisible();
    await expect(conversationWith(womanPage, man)).toContainText("A conversation exists.");

    const section = await herMessages(guardianPage, woman, first);
    await expect(section.getByRole("listitem").filter({ hasText: man.fields.fullName })).toContainText(
      "A conversation exists.",
    );
    await expect(section.getByRole("link", { name: man.fields.fullName })).toHaveCount(0);
    await expect(guardianPage.getByText("my mother will call")).toHaveCount(0);
    await expectNotFound(guardianPage, `/guardian/${woman.id}/messages/${conversation}`);
    // He is no longer asked about a guardian who cannot read.
    await manPage.reload();
    await expect(manPage.getByText("Her father, as her guardian, can read this conversation.")).toHaveCount(0);

    // "Requests and connections only": no conversations at all on his page.
    await womanPage.goto("/family");
    await scope.getByLabel("Nothing: requests and connections only").check();
    await womanPage.getByRole("button", { name: `Save what ${GUARDIAN} sees of your conversations` }).click();
    await expect(flash(womanPage)).toContainText(`${GUARDIAN} can now see your requests and connections only`);
    await guardianPage.goto(`/guardian/${woman.id}`);
    await expect(guardianPage.getByRole("heading", { name: `${first}'s requests and connections` })).toBeVisible();
    await expect(guardianPage.getByRole("region", { name: `${first}'s messages` })).toHaveCount(0);
    await expectNotFound(guardianPage, `/guardian/${woman.id}/messages/${conversation}`);
  },
);
