import { ApiClient } from "./client";
import { smsCodeSentTo, waitForMail } from "./outbox";

// The site's short signup over HTTP (docs/product-rules.md §3, decision 045), as a browser without JavaScript
// posts it: the form (intent "step1"), which sends both codes at once, then "Create my profile" (intent "create")
// with the code from the e-mail and the code from the SMS. The codes are read from the outbox the app writes.

/** Posts a form as application/x-www-form-urlencoded, as a browser does, in the client's session. */
export const postForm = (
  client: ApiClient,
  path: string,
  values: Record<string, string>,
  headers: Record<string, string> = {},
) => client.fetch(path, { method: "POST", headers, body: new URLSearchParams(values) });

/** The newest code e-mailed to an address, whatever the language of its subject (the code is in it). */
export async function emailCodeSentTo(dataDir: string, email: string): Promise<string> {
  const mail = await waitForMail(dataDir, email, (m) => /\b\d{6}\b/.test(m.subject));
  return mail.subject.match(/\b\d{6}\b/)![0];
}

/** The form (`fields`, a short signup's) posted and passed: both codes sent; returns them. */
export async function sendSignupCodes(
  client: ApiClient,
  dataDir: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ emailCode: string; smsCode: string }> {
  const step1 = await postForm(client, "/signup", { intent: "step1", ...fields }, headers);
  if (step1.status !== 302 || step1.headers.get("location") !== "/signup?step=2")
    throw new Error(`signup's form refused: ${step1.status} ${step1.headers.get("location") ?? ""}`);
  return {
    emailCode: await emailCodeSentTo(dataDir, fields.email),
    // The number as the site reads it: its last ten digits, whatever was typed around them ("+91 98765-43210").
    smsCode: await smsCodeSentTo(dataDir, fields.phone.replace(/\D/g, "").slice(-10)),
  };
}

/** "Create my profile" with the two codes. */
export const createProfile = (
  client: ApiClient,
  codes: { emailCode: string; smsCode: string },
  headers: Record<string, string> = {},
) => postForm(client, "/signup?step=2", { intent: "create", ...codes }, headers);

/** The whole short signup in one browser: the form, both codes, Create; the member is then signed in there. */
export async function signUpOnTheSite(client: ApiClient, dataDir: string, fields: Record<string, string>) {
  const created = await createProfile(client, await sendSignupCodes(client, dataDir, fields));
  if (created.status !== 302 || created.headers.get("location") !== "/welcome")
    throw new Error(`signup's Create refused: ${created.status} ${await created.text()}`);
  return created;
}
