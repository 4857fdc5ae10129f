import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { listMailForAdmin, retryFailedMail, type AdminMail } from "~/domain/mail-queue.server";
import { requireAdmin } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";

export const meta: MetaFunction = () => [{ title: "Outgoing e-mail" }];

// The operator's view of the mail queue: what could not be sent and why, and what is still waiting.
// Addresses are shown here only (administrators); logs name a message by its number.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(listMailForAdmin(), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const flash = await outcomeOf(() => retryFailedMail(Number(form.get("mailId"))), "The e-mail will be sent again.");
  return redirectWithFlash("/admin/mail", flash);
}

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

function MailItem({ mail, retry }: { mail: Omit<AdminMail, "nextAttemptAt" | "createdAt"> & Dated; retry?: boolean }) {
  return (
    <li className="card">
      <h3 className="enquiry__title">
        #{mail.id} · {mail.subject}
      </h3>
      <p className="field__hint">
        To {mail.to ?? "a deleted member (address erased)"} · {mail.kind} · queued {when(mail.createdAt)} ·{" "}
        {mail.attempts} {mail.attempts === 1 ? "try" : "tries"}
        {!retry && ` · next ${when(mail.nextAttemptAt)}`}
      </p>
      {mail.lastError && <p>Reason: {mail.lastError}</p>}
      {retry && mail.to && (
        <Form method="post">
          <input type="hidden" name="mailId" value={mail.id} />
          <button type="submit" className="button button--small" aria-label={`Send e-mail #${mail.id} again`}>
            Send again
          </button>
        </Form>
      )}
    </li>
  );
}

type Dated = { nextAttemptAt: string; createdAt: string };

export default function AdminMail() {
  const { failed, waiting, sentLastDay } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Outgoing e-mail</h1>
      <p role="status">
        {failed.length} failed · {waiting.length} waiting · {sentLastDay} sent in the last 24 hours
      </p>
      <h2>Failed</h2>
      <p className="field__hint">Tried for a day (or refused by the provider) and given up.</p>
      {failed.length === 0 ? (
        <p className="empty">No failed e-mail.</p>
      ) : (
        <ul className="people">
          {failed.map((m) => (
            <MailItem key={m.id} mail={m} retry />
          ))}
        </ul>
      )}
      <h2>Waiting</h2>
      <p className="field__hint">Being retried, or held back: a member gets at most one new-requests e-mail an hour.</p>
      {waiting.length === 0 ? (
        <p className="empty">Nothing waiting.</p>
      ) : (
        <ul className="people">
          {waiting.map((m) => (
            <MailItem key={m.id} mail={m} />
          ))}
        </ul>
      )}
    </>
  );
}
