import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { photoSources } from "./MemberPhoto";

type Person = {
  publicId: string;
  fullName: string;
  image: string | null;
  gender: string;
  age: number;
  city: string;
  working: string;
};

/** The other member in a list of requests or connections: photo, name (a link to the profile), a line about them. */
export function PersonItem({ person, children }: { person: Person; children?: ReactNode }) {
  return (
    <li className="card person">
      <img {...photoSources(person.image, "72px")} alt="" width={72} height={72} className="avatar" />
      <div className="person__body">
        <h2>
          <Link to={`/InnerProfile/${person.publicId}`}>{person.fullName}</Link>
        </h2>
        <p>
          {person.gender} · {person.age} · {person.city} · {person.working}
        </p>
        {children}
      </div>
    </li>
  );
}

/**
 * That a guardian answered the request (docs/product-rules.md §32): a short line of real text under the
 * person, read by screen readers like the rest of the item; nothing when the member answered.
 */
export function GuardianMark({ text }: { text: string | null }) {
  return text ? <p className="field__hint">{text}</p> : null;
}
