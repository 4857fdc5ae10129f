import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { ContactLines } from "~/components/SiteFooter";
import { submitEnquiry } from "~/domain/enquiries.server";
import { findPlan, formatPrice } from "~/forms/plans";
import { getSiteInfo } from "~/domain/site.server";
import { contactSchema, parseForm } from "~/forms/submissions.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";

const ContactForm = deferUntilInteraction(() => import("~/components/ContactForm").then((m) => m.default));

export const meta: MetaFunction = () => [
  { title: "Contact us" },
  {
    name: "description",
    content: "Write to us or call us with questions about a profile, a plan or your safety on the site.",
  },
];

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
  const { site } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow">
      <h1>Contact us</h1>
      <section aria-labelledby="reach-heading" className="card">
        <h2 id="reach-heading">Our contact details</h2>
        <ContactLines site={site} />
      </section>

      <section aria-labelledby="enquiry-heading" className="card">
        <h2 id="enquiry-heading">Send us an enquiry</h2>
        <ContactForm />
      </section>
    </div>
  );
}
