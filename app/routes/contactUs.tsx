import { data, useLoaderData } from "react-router";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { matchesT, useT } from "~/components/translate";
import { fixedT } from "~/domain/site/translations.server";
import { ContactLines } from "~/components/SiteFooter";
import { submitEnquiry } from "~/domain/mail/enquiries.server";
import { findPlan, formatPrice } from "~/forms/plans";
import { getSiteInfo } from "~/domain/site/site.server";
import { contactSchema, parseForm } from "~/forms/submissions.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { redirectWithFlash } from "~/web/flash.server";
import { translateReply } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/contactUs";
import { pageUrl } from "~/web/page-url.server";

const ContactForm = deferUntilInteraction(() => import("~/components/ContactForm").then((m) => m.default));

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("contact.title") }, { name: "description", content: t("contact.description") }];
};

export async function loader({ request }: Route.LoaderArgs) {
  const plan = findPlan(pageUrl(request).searchParams.get("plan") ?? "");
  const language = await requestLanguage(request);
  return data({
    site: getSiteInfo(language),
    i18n: await pageI18n(request, "pages/contact"),
    // A visitor coming from a plan page finds the message started for them.
    suggestedMessage: plan
      ? fixedT(language, "pages")("contact.suggestedMessage", { plan: plan.name, price: formatPrice(plan) })
      : undefined,
  });
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseForm(formData, contactSchema);
  if (submission.status !== "success") {
    return data(translateReply(submission.reply(), await requestLanguage(request)), { status: 400 });
  }
  if (!isHoneypotFilled(formData)) await submitEnquiry(submission.value);
  return redirectWithFlash("/contactUs", { type: "success", message: "Thank You! Inquiry sent successfully!" });
}

export default function ContactUs() {
  const { site } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("contact.title")}</h1>
      <section aria-labelledby="reach-heading" className="card">
        <h2 id="reach-heading">{t("contact.detailsHeading")}</h2>
        <ContactLines site={site} />
      </section>

      <section aria-labelledby="enquiry-heading" className="card">
        <h2 id="enquiry-heading">{t("contact.enquiryHeading")}</h2>
        <ContactForm />
      </section>
    </div>
  );
}
