import { Link, useActionData, useFetcher, useLoaderData } from "react-router";
import { lazy, Suspense } from "react";
import { CommunityFigures } from "~/components/CommunityFigures";
import { HoneypotField } from "~/components/HoneypotField";
import { SafetyPromises } from "~/components/SafetyPromises";
import { TitledItems } from "~/components/TitledItems";
import { StoryList } from "~/components/StoryCard";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { PlanGrid } from "~/components/PlanCard";
import { matchesT, useT } from "~/components/translate";
import { PLANS } from "~/forms/plans";
import heroArt from "~/styles/home-hero.svg";
import { homeLoader, homeAction } from "./page.server";
import type { Route } from "./+types/route";

// The loader and action live in one server module beside the route: the browser build turns each server module
// a route imports into an empty script of its own, one request each (page weight and first paint, issue 19).
export const loader = homeLoader;
export const action = homeAction;

// Drawn for the project (CC0): a family before their home under a crescent moon and lanterns. A fingerprinted
// file, cached for a year, so neither the page's HTML nor its JavaScript carries it.

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("home.title") }, { name: "description", content: t("home.description") }];
};

// Only members see it: its code (cards, match reasons) loads for them alone, while React keeps the server's HTML
// in place, so a visitor's first visit stays within the script budget (decision 006).
const MemberHome = lazy(() => import("~/components/MemberHome"));

const STEPS = [
  { title: "home.signUpTitle", text: "home.signUpText" },
  { title: "home.connectTitle", text: "home.connectText" },
  { title: "home.interactTitle", text: "home.interactText" },
] as const;

export default function Home() {
  const { figures, stories, member } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>{t("home.heading")}</h1>
          <p>{member ? t("home.greeting", { name: member.firstName }) : t("home.pitch")}</p>
          {/* MeitY's advisory for matrimonial sites (2016): the home page says what the site is for (§41). */}
          <p className="hero__purpose">{t("home.marriageOnly")}</p>
          <div className="hero__actions">
            {/* A member has signed up: the pitch gives way to their matches. */}
            <Link to={member ? "/matches" : "/signup"} className="button">
              {member ? t("home.yourMatches") : t("home.createProfile")}
            </Link>
            <Link to="/profilePage" className="button button--outline-light">
              {t("home.browseProfiles")}
            </Link>
          </div>
        </div>
        <img src={heroArt} className="hero__art" width={360} height={220} alt={t("home.heroAlt")} />
      </section>

      <CommunityFigures figures={figures} />

      {member ? (
        <Suspense fallback={null}>
          <MemberHome />
        </Suspense>
      ) : (
        // A visitor reads how families are kept safe right after what the site is for (issue 40).
        <SafetyPromises />
      )}

      <section className="section" aria-labelledby="how-heading">
        <h2 id="how-heading">{t("home.howHeading")}</h2>
        <TitledItems
          items={STEPS.map((step) => ({ title: t(step.title), text: t(step.text) }))}
          ordered
          className="steps"
        />
      </section>

      {stories.length > 0 && (
        <section className="section" aria-labelledby="stories-heading">
          <h2 id="stories-heading">{t("stories.title")}</h2>
          <StoryList stories={stories} heading="h3" />
          <p>
            <Link to="/stories">{t("home.moreStories")}</Link>
          </p>
        </section>
      )}

      {member && <SafetyPromises />}

      <section className="section" aria-labelledby="plans-heading">
        <h2 id="plans-heading">{t("plans.heading")}</h2>
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
  const t = useT();
  return (
    <section className="section newsletter" id="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t("newsletter.heading")}</h2>
      <p>{t("newsletter.text")}</p>
      <fetcher.Form method="post" action="/?index" className="newsletter__form" noValidate>
        <HoneypotField />
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t("newsletter.label")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("newsletter.placeholder")}
          required
          autoFocus={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby="newsletter-error"
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </button>
      </fetcher.Form>
      <p className="field__error" id="newsletter-error" aria-live="polite">
        {error}
      </p>
    </section>
  );
}
