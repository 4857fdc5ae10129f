import { Link } from "react-router";
import { useT } from "./translate";

/**
 * The 404 and error pages' words, with their English beside their keys: the root's error boundary may show
 * before any strings arrived (an action's error skips the root's loader; a page whose loader failed sent
 * none), and the English is then shown, as app/locales/en/pages.json has it.
 */
const ENGLISH = {
  "notFound.title": "Page not found",
  "notFound.text": "Oops! The page you're looking for doesn't exist.",
  "notFound.home": "Go Back to Home",
  "errorPage.forbiddenTitle": "Not allowed",
  "errorPage.forbiddenText": "You do not have access to this page.",
  "errorPage.refusedTitle": "Request not understood",
  "errorPage.refusedText": "The site could not read what was sent. Please go back and try again.",
  "errorPage.faultTitle": "Something went wrong",
  "errorPage.faultText": "Please try again in a moment.",
} as const;

export type ErrorPageKey = keyof typeof ENGLISH;

/** The error pages' `t`: the reader's language when the page has its strings, else English. */
export function useErrorPageT(): (key: ErrorPageKey) => string {
  const t = useT();
  return (key) => {
    const text = t(key);
    return text === key ? ENGLISH[key] : text;
  };
}

export function NotFound() {
  const say = useErrorPageT();
  return (
    <section className="not-found">
      <h1>404</h1>
      <p>{say("notFound.text")}</p>
      <Link to="/" className="button">
        {say("notFound.home")}
      </Link>
    </section>
  );
}
