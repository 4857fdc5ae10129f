import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { CommunityFigures } from "~/components/CommunityFigures";
import { HoneypotField } from "~/components/HoneypotField";
import { SafetyPromises } from "~/components/SafetyPromises";
import { TitledItems } from "~/components/TitledItems";
import { StoryList } from "~/components/StoryCard";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { PlanGrid } from "~/components/PlanCard";
import { PLANS } from "~/forms/plans";
import heroArt from "~/styles/home-hero.svg";
import { homeLoader, homeAction } from "./page.server";

// The loader and action live in one server module beside the route: the browser build turns each server module
// a route imports into an empty script of its own, one request each (page weight and first paint, issue 19).
export const loader = homeLoader;
export const action = homeAction;

// Drawn for the project (CC0): a family before their home under a crescent moon and lanterns. A fingerprinted
// file, cached for a year, so neither the page's HTML nor its JavaScript carries it.

export const meta: MetaFunction = () => [
  { title: "Find your life partner in the community" },
  {
    name: "description",
    content: "A matrimonial site for our Muslim community in India: register, search and connect.",
  },
];

// Only members see it: its code (cards, match reasons) loads for them alone, while React keeps the server's HTML
// in place, so a visitor's first visit stays within the script budget (decision 006).
const MemberHome = lazy(() => import("~/components/MemberHome"));

const STEPS = [
  { title: "Sign Up", text: "Create your profile with your family details in three short steps." },
  { title: "Connect", text: "Browse profiles, filter by city, age and budget, and send a connection request." },
  { title: "Interact", text: "Once a request is accepted, both families see each other's phone and e-mail." },
];

export default function Home() {
  const { figures, stories, member } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>Find your life partner within our community</h1>
          <p>
            {member
              ? `Assalamu alaikum, ${member.firstName}.`
              : "Trusted by families. Private until you choose to connect."}
          </p>
          <div className="hero__actions">
            {/* A member has signed up: the pitch gives way to their matches. */}
            <Link to={member ? "/matches" : "/signup"} className="button">
              {member ? "Your matches" : "Create Profile"}
            </Link>
            <Link to="/profilePage" className="button button--outline-light">
              Browse Profiles
            </Link>
          </div>
        </div>
        <img
          src={heroArt}
          className="hero__art"
          width={360}
          height={220}
          alt="Drawing: a family standing before their home under a crescent moon and hanging lanterns"
        />
      </section>

      <CommunityFigures figures={figures} />

      {member && (
        <Suspense fallback={null}>
          <MemberHome />
        </Suspense>
      )}

      <section className="section" aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <TitledItems items={STEPS} ordered className="steps" />
      </section>

      {stories.length > 0 && (
        <section className="section" aria-labelledby="stories-heading">
          <h2 id="stories-heading">Success stories</h2>
          <StoryList stories={stories} heading="h3" />
          <p>
            <Link to="/stories">Read more stories</Link>
          </p>
        </section>
      )}

      <SafetyPromises />

      <section className="section" aria-labelledby="plans-heading">
        <h2 id="plans-heading">Membership plans</h2>
        <PlanGrid plans={PLANS} />
      </section>

      <NewsletterBox />
    </>
  );
}

function NewsletterBox() {
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  // With JavaScript the fetcher posts in place; without, the page itself posted.
  const error = (fetcher.data ?? actionData)?.error;
  useFocusAfterFailure(error ? "newsletter-email" : undefined, fetcher.data ?? actionData);
  const busy = fetcher.state !== "idle";
  return (
    <section className="section newsletter" id="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Newsletter</h2>
      <p>New profiles and community news, once in a while.</p>
      <fetcher.Form method="post" action="/?index" className="newsletter__form" noValidate>
        <HoneypotField />
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          required
          autoFocus={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby="newsletter-error"
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Subscribing…" : "Subscribe"}
        </button>
      </fetcher.Form>
      <p className="field__error" id="newsletter-error" aria-live="polite">
        {error}
      </p>
    </section>
  );
}
