// npm run admin:create -- --email admin@example.org --password '…' [--name 'Full name']
// Creates an administrator, or promotes the member with that e-mail.
import { parseArgs } from "node:util";
import { closeDatabase } from "~/db/client.server";
import { createOrPromoteAdmin } from "~/domain/safety/admin.server";
import { emailField } from "~/forms/fields";
import { passwordField } from "~/forms/profile";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
const email = emailField.safeParse(values.email);
const password = passwordField.safeParse(values.password);
if (!email.success || !password.success) {
  if (!email.success) console.error(`--email: ${email.error.issues[0].message}`);
  if (!password.success) console.error(`--password: ${password.error.issues[0].message}`);
  console.error(
    "usage: npm run admin:create -- --email admin@example.org --password 'at least 8 characters' [--name 'Name']",
  );
  process.exit(1);
}
const outcome = await createOrPromoteAdmin(email.data, password.data, values.name?.trim() || undefined);
console.info(
  outcome === "created" ? `Administrator ${email.data} created.` : `Member ${email.data} is now an administrator.`,
);
console.info("Log in at /login, then open /admin.");
closeDatabase();
