import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseForm } from "~/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Field } from "~/components/Field";
import { HoneypotField } from "~/components/HoneypotField";
import { ContactLines } from "~/components/SiteFooter";
import { submitEnquiry } from "~/domain/enquiries.server";
import { findPlan, formatPrice } from "~/domain/plans";
import { getSiteInfo } from "~/domain/site.server";
import { CONTACT_LIMITS, contactSchema } from "~/forms/contact";
import { isHoneypotFilled } from "~/forms/honeypot";
import { redirectWithFlash } from "~/services/flash.server";
import { readForm } from "~/services/request-body.server";

export const meta: MetaFunction = () => [{ title: "Contact us" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const plan = findPlan(new URL(request.url).searchParams.get("plan") ?? "");
  return json({
    site: getSiteInfo(),
    // A visitor coming from a plan page finds the message started for them.
    suggestedMessage: plan ? `I would like to upgrade to the ${plan.name} plan (${formatPrice(plan)}).` : undefined,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseForm(formData, contactSchema);
  if (submission.status !== "success") {
    return json(submission.reply(), { status: 400 });
  }
  if (!isHoneypotFilled(formData)) await submitEnquiry(submission.value);
  return redirectWithFlash("/contactUs", { type: "success", message: "Thank You! Inquiry sent successfully!" });
}

export default function ContactUs() {
  const { site, suggestedMessage } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    defaultValue: { message: suggestedMessage },
    onValidate: ({ formData }) => parseForm(formData, contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const sending = navigation.state === "submitting";

  return (
    <div className="page page--narrow">
      <h1>Contact us</h1>
      <section aria-labelledby="reach-heading" className="card">
        <h2 id="reach-heading">Reach us</h2>
        <ContactLines site={site} />
      </section>

      <section aria-labelledby="enquiry-heading" className="card">
        <h2 id="enquiry-heading">Send us an enquiry</h2>
        {/* A new key after each navigation empties the form once an enquiry is sent.
            noValidate always: the site's own messages, not the browser's, with JavaScript off too. */}
        <Form method="post" {...getFormProps(form)} noValidate key={location.key} className="stack">
          <HoneypotField />
          <Field id={fields.name.id} label="Name" errors={fields.name.errors} errorId={fields.name.errorId}>
            <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
          </Field>
          <Field id={fields.email.id} label="Email" errors={fields.email.errors} errorId={fields.email.errorId}>
            <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" required />
          </Field>
          <Field id={fields.contact.id} label="Phone number" errors={fields.contact.errors} errorId={fields.contact.errorId}>
            <input {...getInputProps(fields.contact, { type: "tel" })} autoComplete="tel-national" inputMode="numeric" required />
          </Field>
          <Field id={fields.message.id} label="Message" errors={fields.message.errors} errorId={fields.message.errorId}>
            <textarea {...getTextareaProps(fields.message)} rows={5} required maxLength={CONTACT_LIMITS.message} />
          </Field>
          <button type="submit" className="button" disabled={sending}>
            {sending ? "Sending…" : "Send enquiry"}
          </button>
        </Form>
      </section>
    </div>
  );
}
