// npm run admin:women-reviewer -- --email admin@example.org [--off]
// Marks an administrator to review women's identity documents and selfies (docs/product-rules.md §39): while one
// such administrator exists, women's requests go only to them. --off removes the mark.
import { parseArgs } from "node:util";
import { closeDatabase } from "~/db/client.server";
import { setWomenReviewer, womenReviewers } from "~/domain/safety/verification-review.server";
import { emailField } from "~/forms/fields";

const { values } = parseArgs({ options: { email: { type: "string" }, off: { type: "boolean", default: false } } });
const email = emailField.safeParse(values.email);
if (!email.success) {
  console.error(`--email: ${email.error.issues[0].message}`);
  console.error("usage: npm run admin:women-reviewer -- --email admin@example.org [--off]");
  process.exit(1);
}
const on = !values.off;
if (!setWomenReviewer(email.data, on)) {
  console.error(`No administrator has the e-mail address ${email.data} (npm run admin:create makes one).`);
  closeDatabase();
  process.exit(1);
}
console.info(
  on
    ? `${email.data} now reviews women's documents and selfies.`
    : `${email.data} no longer reviews women's documents and selfies.`,
);
const marked = womenReviewers().map((reviewer) => reviewer.email);
console.info(
  marked.length === 0
    ? "No administrator is marked: every administrator reviews women's documents."
    : `Marked: ${marked.join(", ")}. Women's documents go only to them.`,
);
closeDatabase();
