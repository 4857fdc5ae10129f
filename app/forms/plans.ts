// Membership plans (docs/product-rules.md §18): data shared by the browser and
// the server. Shared by the home page, /member and /plans/*.
// No payment is taken on the site: upgrades go through the contact form.

/** The plans an administrator activates; Basic is what a member has when none is in force. */
export const PAID_PLANS = ["premium", "elite"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export type Plan = {
  slug: "basic" | "premium" | "elite";
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
    features: ["Create your profile", "Browse and filter profiles", "Send and answer connection requests"],
  },
  {
    slug: "premium",
    name: "Premium",
    priceRupees: 499,
    validity: "6 months",
    features: ["Everything in Basic", "Contact details visible", "Valid for 6 months"],
  },
  {
    slug: "elite",
    name: "Elite",
    priceRupees: 999,
    features: ["Everything in Premium", "Unlimited connections", "Ad-free", "A dedicated manager"],
  },
];

export function findPlan(slug: string): Plan | undefined {
  return PLANS.find((plan) => plan.slug === slug.toLowerCase());
}

export function formatPrice(plan: Plan): string {
  return plan.priceRupees === 0 ? "Free" : `₹${plan.priceRupees}`;
}
