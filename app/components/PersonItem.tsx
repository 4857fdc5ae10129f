import { Link } from "react-router";
import { Fragment, type ReactNode } from "react";
import { photoSources } from "./MemberPhoto";
import { useT } from "./translate";

/** The other member as a list of requests or connections (or of photo requests) shows them. */
export type ListedPerson = {
  publicId: string;
  fullName: string;
  image: string | null;
  gender: string;
  age: number;
  /** Null until given on "Complete your profile" (docs/product-rules.md §3): left out of the line. */
  city: string | null;
  working: string | null;
};

/**
 * "Female · 27 · Lucknow · Teacher": the translated head of a person's line, then what the member typed, each part
 * only once given (the short signup leaves city and work to "Complete your profile", docs/product-rules.md §3).
 * Each typed part is isolated (<bdi>), so that on an Urdu page a Latin city keeps its place and punctuation
 * (docs/product-rules.md §37); the separator joins the text before it in one text node, as the page always read.
 */
export function personLine(head: string, ...typed: (string | null)[]): ReactNode {
  const parts = typed.filter((part): part is string => Boolean(part));
  if (parts.length === 0) return head;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {`${index === 0 ? head : ""} · `}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}

/** The member's gender in the reader's language (the other parts of the line are the member's own words). */
const GENDER_KEYS: Record<string, string> = { Male: "person.male", Female: "person.female" };

/**
 * The other member in a list of requests or connections: photo, name (a link to the profile), a line about them.
 * The name is the item's heading, `h2` unless the list sits under a heading of that level already.
 */
export function PersonItem({
  person,
  heading: Heading = "h2",
  children,
}: {
  person: ListedPerson;
  heading?: "h2" | "h4";
  children?: ReactNode;
}) {
  const t = useT();
  const gender = GENDER_KEYS[person.gender];
  return (
    <li className="card person">
      <img {...photoSources(person.image, "72px")} alt="" width={72} height={72} className="avatar" />
      <div className="person__body">
        <Heading>
          <Link to={`/InnerProfile/${person.publicId}`}>
            <bdi>{person.fullName}</bdi>
          </Link>
        </Heading>
        <p>
          {[
            t("person.line", { gender: gender ? t(gender) : person.gender, age: person.age }),
            person.city,
            person.working,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {children}
      </div>
    </li>
  );
}

/**
 * The marks app/forms/guardian-marks.ts makes (in English, as the e-mails and the API say them), in the
 * reader's language.
 */
const MARK_KEYS: Record<string, string> = {
  "Accepted by her guardian": "guardianMark.acceptedByHers",
  "Accepted by his guardian": "guardianMark.acceptedByHis",
  "Accepted by your guardian on your behalf": "guardianMark.acceptedByYours",
  "Not accepted (answered by her guardian)": "guardianMark.notAcceptedByHers",
  "Not accepted (answered by his guardian)": "guardianMark.notAcceptedByHis",
};

/**
 * That a guardian answered the request (docs/product-rules.md §32): a short line of real text under the
 * person, read by screen readers like the rest of the item; nothing when the member answered.
 */
export function GuardianMark({ text }: { text: string | null }) {
  const t = useT();
  if (!text) return null;
  const key = MARK_KEYS[text];
  return <p className="field__hint">{key ? t(key) : t(text)}</p>;
}
