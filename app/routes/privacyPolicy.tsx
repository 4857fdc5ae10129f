import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getSiteInfo } from "~/domain/site.server";

export const meta: MetaFunction = () => [
  { title: "Privacy policy" },
  { name: "description", content: "Which personal details we keep, who can see them and how to have them removed." },
];

export async function loader(_: LoaderFunctionArgs) {
  return json({ siteName: getSiteInfo().name });
}

export default function Privacy() {
  const { siteName } = useLoaderData<typeof loader>();
  return (
    <article className="page page--narrow legal">
      <h1>Privacy policy</h1>
      <p>
        {siteName} holds the personal details of families who trust us with a very private search. This page says what
        we keep, who can see it, and what you can ask of us, in line with India's Digital Personal Data Protection Act,
        2023.
      </p>
      <h2>Age</h2>
      <p>Our service is only for people aged 18 or over. We do not knowingly keep data about anyone younger.</p>
      <h2>What we keep</h2>
      <ul>
        <li>The details you enter when you create or edit your profile, and your photo if you add one.</li>
        <li>Your password, stored only as a one-way hash that nobody can read back.</li>
        <li>Connection requests you send and receive, and enquiries you send us.</li>
        <li>Your e-mail address if you subscribe to our newsletter.</li>
      </ul>
      <h2>Who sees what</h2>
      <ul>
        <li>Visitors see only your name, photo, state, age and work.</li>
        <li>Members see your profile details, but never your phone number or e-mail address.</li>
        <li>
          Your phone number and e-mail address are shown only to members whose connection you have accepted, or who
          accepted yours.
        </li>
        <li>Our team sees your details to keep the site safe. We never sell them or share them with advertisers.</li>
      </ul>
      <h2>E-mail</h2>
      <p>We send you verification codes, and a message when someone sends you a request or accepts yours.</p>
      <h2>Your rights</h2>
      <ul>
        <li>See your data: your profile page shows everything we keep about you.</li>
        <li>Correct it: edit your profile at any time.</li>
        <li>
          Delete it: your account can be deleted at your request; your profile, photo, requests and connections are
          erased.
        </li>
        <li>
          Complain: write to us through the <Link to="/contactUs">contact form</Link>.
        </li>
      </ul>
      <h2>Security</h2>
      <p>
        Connections to the site are encrypted, sessions end when you log out, and sign-in attempts are limited to stop
        password guessing.
      </p>
    </article>
  );
}
