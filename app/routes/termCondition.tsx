import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getSiteInfo } from "~/domain/site.server";

export const meta: MetaFunction = () => [
  { title: "Terms and conditions" },
  { name: "description", content: "The terms for using this matrimonial site, for members and their families." },
];

export async function loader(_: LoaderFunctionArgs) {
  return json({ siteName: getSiteInfo().name });
}

export default function Terms() {
  const { siteName } = useLoaderData<typeof loader>();
  return (
    <article className="page page--narrow legal">
      <h1>Terms and conditions</h1>
      <p>
        These terms apply to everyone who uses {siteName}, a matrimonial service for our Muslim community in India. By
        creating a profile you accept them.
      </p>
      <h2>Who may register</h2>
      <ul>
        <li>
          You must be 18 years of age or over. We check the date of birth you give us and refuse younger applicants.
        </li>
        <li>You must be seeking marriage, for yourself or, with their consent, for a member of your family.</li>
        <li>One profile per person. The details you give must be true and kept up to date.</li>
      </ul>
      <h2>Your conduct</h2>
      <ul>
        <li>Use other members' details only to arrange a marriage, and never share them outside your family.</li>
        <li>No harassment, no abusive or misleading messages, no requests for money.</li>
        <li>We may block a profile that breaks these terms, and remove it.</li>
      </ul>
      <h2>Membership plans</h2>
      <p>
        The Basic plan is free. Premium (499 rupees, valid for 6 months) and Elite (999 rupees) are arranged with our
        team through the <Link to="/contactUs">contact form</Link>; no payment is taken on the site.
      </p>
      <h2>Our responsibility</h2>
      <p>
        We verify some profiles and mark them with a badge, but we cannot guarantee what members say about themselves.
        Families should make their own enquiries before any commitment.
      </p>
      <h2>Complaints</h2>
      <p>
        Send any complaint through the <Link to="/contactUs">contact form</Link> within 15 days of the event it
        concerns. We answer every complaint and act on it.
      </p>
      <h2>Law and courts</h2>
      <p>These terms are governed by the laws of India. Any dispute goes to the courts of Delhi.</p>
      <p>
        How we handle your personal data is explained in our <Link to="/privacyPolicy">privacy policy</Link>.
      </p>
    </article>
  );
}
