import type { MetaFunction } from "@remix-run/node";
import { PlanGrid } from "~/components/PlanCard";
import { TitledItems } from "~/components/TitledItems";
import { PLANS } from "~/forms/plans";

export const meta: MetaFunction = () => [{ title: "Membership plans" }];

const REASONS = [
  { title: "Verified Profiles", text: "Our team checks profiles and marks verified members with a badge." },
  { title: "Priority Support", text: "Paid members reach our team first, by phone or e-mail." },
  { title: "Matchmaking Made Easy", text: "Filter by city, age and wedding budget, and connect in one tap." },
  { title: "Secure and Private", text: "Phone numbers and e-mail addresses stay hidden until you both connect." },
];

export default function Membership() {
  return (
    <div className="page">
      <h1>Membership plans</h1>
      <PlanGrid plans={PLANS} headingLevel={2} />
      <section className="section" aria-labelledby="why-heading">
        <h2 id="why-heading">Why become a member</h2>
        <TitledItems items={REASONS} className="reasons" />
      </section>
    </div>
  );
}
