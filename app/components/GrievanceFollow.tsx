import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/Field";
import { FormErrorLine } from "./NameEmailFields";
import { followGrievanceSchema } from "~/forms/grievance";
import {
  GRIEVANCE_ANSWER_LABELS,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUS_LABELS,
  type GrievanceCategory,
  type GrievanceStatus,
} from "~/forms/grievance-options";
import { parseForm } from "~/forms/parse";
import { useBrowserValidation } from "./browserValidation";
import { useDateLocale, useT } from "./translate";

export type FollowedView = {
  ticket: string;
  category: GrievanceCategory;
  status: GrievanceStatus;
  receivedAt: string;
  acknowledgeBy: string;
  resolveBy: string;
  removal: boolean;
  prompt: boolean;
  answers: { action: "acknowledge" | "update" | "resolve"; message: string; at: string }[];
};

/** A time as India reads it, in the page's language. */
export const indiaTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * Following a complaint by its ticket and the address it was filed with (docs/product-rules.md §41): its status,
 * its time limits and the answers sent. `followed`: null when nothing matched (the same for a wrong ticket or
 * address), undefined before asking.
 */
export function GrievanceFollow({
  lastResult,
  followed,
}: {
  lastResult?: SubmissionResult<string[]>;
  followed?: FollowedView | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "follow",
    lastResult,
    ...useBrowserValidation(({ formData }) => parseForm(formData, followGrievanceSchema)),
  });
  const asking = navigation.state === "submitting" && navigation.formData?.get("intent") === "follow";
  return (
    <>
      <Form method="post" {...getFormProps(form)} noValidate className="stack">
        <input type="hidden" name="intent" value="follow" />
        <FormErrorLine errors={form.errors} id={form.errorId} />
        <Field
          id={fields.ticket.id}
          label={t("grievances.ticket")}
          errors={fields.ticket.errors}
          errorId={fields.ticket.errorId}
        >
          <input {...getInputProps(fields.ticket, { type: "text" })} required maxLength={20} autoComplete="off" />
        </Field>
        <Field
          id={fields.email.id}
          label={t("grievances.email")}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        >
          <input {...getInputProps(fields.email, { type: "email" })} required autoComplete="email" />
        </Field>
        <button type="submit" className="button button--outline" disabled={asking}>
          {t("grievances.followButton")}
        </button>
      </Form>
      {followed === null && (
        <p role="status" className="form-error">
          {t("grievances.notFound")}
        </p>
      )}
      {followed && (
        <div role="status" className="card stack grievance-followed">
          <h3>{t("grievances.ticketHeading", { ticket: followed.ticket })}</h3>
          <p>
            {t(GRIEVANCE_CATEGORY_LABELS[followed.category])} ·{" "}
            <strong>{t(GRIEVANCE_STATUS_LABELS[followed.status])}</strong>
          </p>
          <GrievanceTimes grievance={followed} />
          {followed.answers.length === 0 ? (
            <p>{t("grievances.noAnswers")}</p>
          ) : (
            <GrievanceAnswers grievance={followed} />
          )}
        </div>
      )}
    </>
  );
}

/** A complaint's times: received, to be acknowledged by, to be resolved (or removed) by. */
export function GrievanceTimes({ grievance: g }: { grievance: FollowedView }) {
  const t = useT();
  const locale = useDateLocale();
  return (
    <ul>
      <li>{t("grievances.receivedAt", { time: indiaTime(g.receivedAt, locale) })}</li>
      <li>{t("grievances.acknowledgeBy", { time: indiaTime(g.acknowledgeBy, locale) })}</li>
      <li>{t(g.removal ? "grievances.removeBy" : "grievances.resolveBy", { time: indiaTime(g.resolveBy, locale) })}</li>
    </ul>
  );
}

/** The answers sent about a complaint, oldest first, with their times. */
export function GrievanceAnswers({ grievance: g }: { grievance: FollowedView }) {
  const t = useT();
  const locale = useDateLocale();
  return (
    <ol className="stack">
      {g.answers.map((answer) => (
        <li key={answer.at + answer.action}>
          <strong>{t(GRIEVANCE_ANSWER_LABELS[answer.action])}</strong> · {indiaTime(answer.at, locale)}
          <p className="enquiry__message">{answer.message}</p>
        </li>
      ))}
    </ol>
  );
}
