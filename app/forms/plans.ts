// Membership plans (docs/product-rules.md §18): data shared by the browser and
// the server. Shared by the home page, /member, /plans/* and the admin's plan form.
// No payment is taken on the site: upgrades go through the contact form, and an administrator activates the
// plan. Every feature listed here is enforced on the server (app/domain/plans/plans.server.ts): a card must never
// promise what the site does not do.

/** The plans an administrator activates; Basic is what a member has when none is in force. */
export const PAID_PLANS = ["premium", "elite"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export type PlanSlug = "basic" | PaidPlan;

/** How long a paid plan lasts from its start date (SPEC: "Premium 6 months validity"; Elite is Premium plus). */
export const PLAN_MONTHS = 6;

/** New connection requests a member may send in any 24 hours, by plan; null is no limit (Elite). */
export const REQUESTS_PER_DAY: Record<PlanSlug, number | null> = { basic: 10, premium: 50, elite: null };

/** Said under every set of plan cards: a connection's contact details are never behind a payment (§6). */
export const CONTACT_IS_FREE = "Contact details of your connections are free for everyone.";

export type Plan = {
  slug: PlanSlug;
  name: string;
  priceRupees: number;
  validity?: string;
  features: string[];
};

export const PLANS: readonly Plan[] = [
  {
    slug: "basic",
    name: "Basic",
    priceRupees: 0,
    features: [
      "Create your profile",
      "Browse and filter profiles",
      `Up to ${REQUESTS_PER_DAY.basic} new connection requests a day`,
      "Messages with your connections",
      "Contact details of your connections",
    ],
  },
  {
    slug: "premium",
    name: "Premium",
    priceRupees: 499,
    validity: `${PLAN_MONTHS} months`,
    features: [
      "Everything in Basic",
      `Up to ${REQUESTS_PER_DAY.premium} new connection requests a day`,
      "A Premium badge on your profile",
      "See who shortlisted you",
    ],
  },
  {
    slug: "elite",
    name: "Elite",
    priceRupees: 999,
    validity: `${PLAN_MONTHS} months`,
    features: ["Everything in Premium", "Unlimited connection requests", "A named relationship manager"],
  },
];

export function findPlan(slug: string): Plan | undefined {
  return PLANS.find((plan) => plan.slug === slug.toLowerCase());
}

export function formatPrice(plan: Plan): string {
  return plan.priceRupees === 0 ? "Free" : `₹${plan.priceRupees}`;
}

/** A plan's name as members read it: "Premium". */
export const planName = (slug: PlanSlug): string => findPlan(slug)!.name;

/** A plan's date as the community reads it, in India's time: "24 May 2027". */
export const formatPlanDate = (date: Date | string): string =>
  new Date(date).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
