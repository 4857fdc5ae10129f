import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { Field } from "~/components/Field";
import { HoneypotField } from "~/components/HoneypotField";
import { NameEmailFields } from "./NameEmailFields";
import { CONTACT_LIMITS, contactSchema } from "~/forms/contact";
import { firstInvalidField } from "~/forms/focus";
import { parseForm } from "~/forms/parse";
import { useBrowserValidation } from "./browserValidation";
import { useT } from "./translate";

/** What this form reads of /contactUs' loader data: the message to start from (a plan's "ask about it" link). */
export type ContactPageData = { suggestedMessage?: string };

/** The enquiry form of /contactUs, validated in the browser as on the server. */
export default function ContactForm() {
  // Read here, not passed in: a deferred component's props must not change while it waits (deferUntilInteraction).
  const { suggestedMessage } = useLoaderData<ContactPageData>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const location = useLocation();
  const t = useT();
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    defaultValue: { message: suggestedMessage },
    ...useBrowserValidation(({ formData }) => parseForm(formData, contactSchema)),
  });
  const sending = navigation.state === "submitting";
  const invalid = firstInvalidField(["name", "email", "contact", "message"], form.allErrors);

  return (
    // A new key after each navigation empties the form once an enquiry is sent.
    // noValidate always: the site's own messages, not the browser's, with JavaScript off too.
    <Form method="post" {...getFormProps(form)} noValidate key={location.key} className="stack">
      <HoneypotField />
      <NameEmailFields
        name={fields.name}
        email={fields.email}
        labels={{ name: t("contact.name"), email: t("contact.email") }}
        invalid={invalid}
        nameMax={CONTACT_LIMITS.name}
      />
      <Field
        id={fields.contact.id}
        label={t("contact.phone")}
        errors={fields.contact.errors}
        errorId={fields.contact.errorId}
      >
        <input
          {...getInputProps(fields.contact, { type: "tel" })}
          autoComplete="tel-national"
          inputMode="numeric"
          required
          autoFocus={invalid === "contact"}
        />
      </Field>
      <Field
        id={fields.message.id}
        label={t("contact.message")}
        errors={fields.message.errors}
        errorId={fields.message.errorId}
      >
        <textarea
          {...getTextareaProps(fields.message)}
          rows={5}
          required
          autoFocus={invalid === "message"}
          maxLength={CONTACT_LIMITS.message}
        />
      </Field>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t("contact.sending") : t("contact.send")}
      </button>
    </Form>
  );
}
