import { Link } from "react-router";

/** A sentence of the catalogue with a link where its {{link}} is: the link sits where the language puts it. */
export function LinkedSentence({ text, to, label }: { text: string; to: string; label: string }) {
  const [before, after] = text.split("{{link}}");
  return (
    <>
      {before}
      <Link to={to}>{label}</Link>
      {after}
    </>
  );
}
