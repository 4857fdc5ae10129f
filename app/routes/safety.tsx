import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContactLines } from "~/components/SiteFooter";
import { getSiteInfo } from "~/domain/site.server";

// The safety tips every profile page and connection e-mail links to (docs/product-rules.md §29).

export const meta: MetaFunction = () => [
  { title: "Staying safe" },
  { name: "description", content: "How we keep members safe, and how to stay safe when you get to know someone." },
];

export async function loader(_: LoaderFunctionArgs) {
  return json({ site: getSiteInfo() });
}

export default function Safety() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <article className="page page--narrow legal">
      <h1>Staying safe</h1>
      <p>
        Most families on {site.name} are who they say they are. These few habits keep you safe from the few who are not.
      </p>
      <ul>
        <li>
          <strong>Never send money</strong> to anyone you met here, whatever the reason, and never share bank details,
          card numbers, passwords or one-time codes (OTP). Nobody genuine will ask.
        </li>
        <li>
          <strong>Talk first through your families.</strong> Let your parents or a trusted relative take part from the
          start.
        </li>
        <li>
          <strong>Meet in a public place, with family</strong>, and tell someone where you are going.
        </li>
        <li>
          <strong>Check the details yourself</strong>: family, work, education and marital status, through people you
          trust, before you commit to anything.
        </li>
        <li>
          <strong>Keep conversations on the site</strong> until you trust the other person; share your phone number and
          address only then.
        </li>
      </ul>
      <h2>Report a profile</h2>
      <p>
        If a member asks for money, harasses you, seems fake or is already married, report them: open their profile,
        choose <strong>Report this member</strong>, pick a reason and tell us what happened. We never tell them who
        reported them. Our team looks at every report and may warn or block the member.
      </p>
      <h2>Reach us</h2>
      <ContactLines site={site} />
      <p>
        <Link to="/profilePage">Back to profiles</Link>
      </p>
    </article>
  );
}
