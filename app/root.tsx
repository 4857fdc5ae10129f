import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import type { ReactNode } from "react";
import { FlashMessage } from "~/components/FlashMessage";
import { MobileBanner } from "~/components/MobileBanner";
import { listenForFirstInteraction } from "~/components/first-interaction";
import { NavigationProgress } from "~/components/NavigationProgress";
import { useNonce } from "~/components/nonce";
import { NotFound, useErrorPageT, type ErrorPageKey } from "~/components/NotFound";
import { SiteFooter } from "~/components/SiteFooter";
import { QuickBar } from "~/components/QuickBar";
import { SiteHeader } from "~/components/SiteHeader";
import { useLiveCounts } from "~/components/useLiveCounts";
import { PageTranslation } from "~/components/translate";
import globalStyles from "~/styles/global.css?url";
import type { rootLoader } from "~/web/root-loader.server";

// The loader and headers live in one server module: each server module imported here would be a script
// of its own on every page (page weight, issue 19).
export { rootLoader as loader, rootHeaders as headers } from "~/web/root-loader.server";

// Before hydration, so that deferred form code knows of every interaction (app/components/first-interaction.ts).
listenForFirstInteraction();

export const links: LinksFunction = () => [
  // React 19 writes a stylesheet with a precedence ahead of the page's script preloads, which it moves to the
  // top of <head>: without one, the one style sheet every first paint waits for queued behind 20 scripts.
  { rel: "stylesheet", href: globalStyles, precedence: "default" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

/** A conversation page, which marks its messages read as it loads (docs/product-rules.md §33). */
const CONVERSATION_PAGE = /^\/messages\/[^/]+$/;

/**
 * Leaving a conversation, the root counts unread messages again: the page marked some read, and a link
 * followed with JavaScript would otherwise keep the root's count from before.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || CONVERSATION_PAGE.test(currentUrl.pathname);

/**
 * The unread count to show: a page that marks messages read loads beside the root, not after it, so its
 * own count (taken after reading) wins over the root's.
 */
function useUnreadMessages(rootCount: number | undefined): number {
  const pageCount = useMatches()
    .map((match) => (match.loaderData as { unreadMessages?: unknown } | undefined)?.unreadMessages)
    .filter((count): count is number => typeof count === "number")
    .at(-1);
  return pageCount ?? rootCount ?? 0;
}

function Document({ children, title }: { children: ReactNode; title?: string }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = data?.signedIn ?? false;
  const guardian = data?.guardian ?? false;
  const { pendingRequests, unreadMessages } = useLiveCounts(signedIn, {
    pendingRequests: data?.pendingRequests ?? 0,
    unreadMessages: useUnreadMessages(data?.unreadMessages),
    countedAt: data?.countedAt ?? 0,
  });
  return (
    <PageTranslation>
      <html lang={data?.i18n.language ?? "en"} dir={data?.i18n.dir ?? "ltr"}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0b5d3b" />
          {title && <title>{title}</title>}
          <Meta />
          <Links />
        </head>
        <body>
          <NavigationProgress />
          {/* No root data after a failed form post (Remix runs no loader then): the error page alone, with its
            link home, rather than a header and bar whose words were never loaded. */}
          {data && (
            <SiteHeader
              siteName={data.site.name}
              signedIn={signedIn}
              guardian={guardian}
              isAdmin={data.isAdmin}
              pendingRequests={pendingRequests}
              unreadMessages={unreadMessages}
            />
          )}
          <FlashMessage flash={data?.flash ?? null} />
          <main id="main" tabIndex={-1}>
            {/* Inside the main landmark: outside any, a screen reader's landmark list would skip it (axe: region). */}
            {data?.askMobile && <MobileBanner />}
            {children}
          </main>
          {data && <SiteFooter site={data.site} />}
          {data && (
            <QuickBar
              signedIn={signedIn}
              guardian={guardian}
              isAdmin={data.isAdmin}
              pendingRequests={pendingRequests}
              unreadMessages={unreadMessages}
              chatLink={data.site.chatLink}
            />
          )}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </PageTranslation>
  );
}

export default function App() {
  return (
    <Document>
      <Outlet />
    </Document>
  );
}

/** What each kind of failure tells the visitor; the details of a fault stay in the server log. */
const FAILURES: Record<"forbidden" | "refused" | "fault", { title: ErrorPageKey; text: ErrorPageKey }> = {
  forbidden: { title: "errorPage.forbiddenTitle", text: "errorPage.forbiddenText" },
  // The sender's mistake (a body that is not a form, a POST to a page that takes none).
  refused: { title: "errorPage.refusedTitle", text: "errorPage.refusedText" },
  fault: { title: "errorPage.faultTitle", text: "errorPage.faultText" },
};

function failureOf(error: unknown) {
  if (!isRouteErrorResponse(error)) return FAILURES.fault;
  if (error.status === 403) return FAILURES.forbidden;
  return error.status < 500 ? FAILURES.refused : FAILURES.fault;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const say = useErrorPageT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Document title={say("notFound.title")}>
        <NotFound />
      </Document>
    );
  }
  const failure = failureOf(error);
  const title = say(failure.title);
  return (
    <Document title={title}>
      <section className="not-found">
        <h1>{title}</h1>
        <p>{say(failure.text)}</p>
        <a href="/" className="button">
          {say("notFound.home")}
        </a>
      </section>
    </Document>
  );
}
