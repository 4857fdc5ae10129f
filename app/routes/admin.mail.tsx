import { data, Form, useLoaderData } from "react-router";
import { listMailForAdmin, retryFailedMail, type AdminMail } from "~/domain/mail/mail-admin.server";
import { requireAdmin } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";
import { matchesT, useT } from "~/components/translate";
import type { Route } from "./+types/admin.mail";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("adminNav.mail") }];

// The operator's view of the mail queue: what could not be sent and why, and what is still waiting.
// Addresses are shown here only (administrators); logs name a message by its number.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(listMailForAdmin(), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const flash = await outcomeOf(() => retryFailedMail(Number(form.get("mailId"))), "The e-mail will be sent again.");
  return redirectWithFlash("/admin/mail", flash);
}

const when = (time: Date) => `${time.toISOString().slice(0, 16).replace("T", " ")} UTC`;

function MailItem({ mail, retry }: { mail: AdminMail; retry?: boolean }) {
  const t = useT();
  return (
    <li className="card">
      <h3 className="enquiry__title">
        {/* The e-mail's own words, as it was written (in its recipient's language, or English while queued). */}#
        {mail.id} · <bdi translate="no">{mail.subject}</bdi>
      </h3>
      <p className="field__hint">
        {t("adminMail.to")} {mail.to ? <bdi>{mail.to}</bdi> : t("adminMail.addressErased")} · {mail.kind} ·{" "}
        {t("adminMail.queued", { time: when(mail.createdAt) })} · {t("adminMail.tries", { count: mail.attempts })}
        {!retry && ` · ${t("adminMail.next", { time: when(mail.nextAttemptAt) })}`}
      </p>
      {mail.lastError && <p>{t("adminMail.reason", { reason: mail.lastError })}</p>}
      {retry && mail.to && (
        <Form method="post">
          <input type="hidden" name="mailId" value={mail.id} />
          <button
            type="submit"
            className="button button--small"
            aria-label={t("adminMail.sendAgainLabel", { id: mail.id })}
          >
            {t("adminMail.sendAgain")}
          </button>
        </Form>
      )}
    </li>
  );
}

export default function AdminMail() {
  const { failed, waiting, sentLastDay } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t("adminNav.mail")}</h1>
      <p role="status">
        {t("adminMail.summary", { failed: failed.length, waiting: waiting.length, sent: sentLastDay })}
      </p>
      <h2>{t("adminMail.failed")}</h2>
      <p className="field__hint">{t("adminMail.failedHint")}</p>
      {failed.length === 0 ? (
        <p className="empty">{t("adminMail.noFailed")}</p>
      ) : (
        <ul className="people">
          {failed.map((m) => (
            <MailItem key={m.id} mail={m} retry />
          ))}
        </ul>
      )}
      <h2>{t("adminMail.waiting")}</h2>
      <p className="field__hint">{t("adminMail.waitingHint")}</p>
      {waiting.length === 0 ? (
        <p className="empty">{t("adminMail.noneWaiting")}</p>
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
