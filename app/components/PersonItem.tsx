import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

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
      <img src={person.image ?? "/avatar-default.svg"} alt="" width={72} height={72} className="avatar" />
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
