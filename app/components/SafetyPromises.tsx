import { Link } from "@remix-run/react";
import { TitledItems } from "./TitledItems";

/** What the site promises families, each kept by a rule of docs/product-rules.md (cited beside it). */
const PROMISES = [
  // §12 (every member confirms their e-mail), §6 (the Verified badge the administrators give).
  {
    title: "Verified profiles",
    text: "Every member confirms their e-mail; profiles our team has checked are marked Verified.",
  },
  // §27: photo visibility and photo requests.
  {
    title: "Women control their photos",
    text: "A woman shows her photo to everyone, to members, or only to families she connects with.",
  },
  // §6: contact masking.
  {
    title: "Contact details only after connecting",
    text: "Phone numbers and e-mail addresses stay hidden until both sides accept.",
  },
  // §31–32: profile created by, guardians.
  {
    title: "Your family can be involved",
    text: "A parent or brother can manage the profile; a member can invite up to two guardians.",
  },
  // §28–29: block, report.
  { title: "Report and block", text: "Block anyone at once; our team looks into every report." },
];

/** The home page's safety promises, with the safety page (§29) for more. */
export function SafetyPromises() {
  return (
    <section className="section" aria-labelledby="safety-heading">
      <h2 id="safety-heading">Safe for your family</h2>
      <TitledItems items={PROMISES} className="promises" />
      <p>
        <Link to="/safety">How we keep members safe</Link>
      </p>
    </section>
  );
}
