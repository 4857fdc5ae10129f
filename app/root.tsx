import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { json } from "@remix-run/node";
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
} from "@remix-run/react";
import type { ReactNode } from "react";
import { FlashMessage } from "~/components/FlashMessage";
import { NavigationProgress } from "~/components/NavigationProgress";
import { useNonce } from "~/components/nonce";
import { NotFound } from "~/components/NotFound";
import { SiteFooter } from "~/components/SiteFooter";
import { QuickBar } from "~/components/QuickBar";
import { SiteHeader } from "~/components/SiteHeader";
import { useLiveCounts } from "~/components/useLiveCounts";
import { countIncomingRequests } from "~/domain/connections.server";
import { countUnreadMessages } from "~/domain/conversations.server";
import { getSiteInfo } from "~/domain/site.server";
import { now } from "~/services/clock.server";
import { getViewer } from "~/web/auth.server";
import { getGuardian } from "~/web/guardian-session.server";
import { readFlash } from "~/web/flash.server";
import { hasSessionCookie } from "~/web/session.server";
import globalStyles from "~/styles/global.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: globalStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ flash, setCookie }, viewer] = await Promise.all([readFlash(request), getViewer(request)]);
  // A session is a member's or a guardian's, never both (decision 012): a member's pages read it once.
  const guardian = viewer ? null : await getGuardian(request);
  // A page shown with a session (a member, or a signup or reset in progress)
  // or a flash message is about one person: no cache may keep it.
  const personal = viewer !== null || flash !== null || hasSessionCookie(request);
  const headers = new Headers({ "Cache-Control": personal ? "private, no-store" : "no-cache" });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return json(
    {
      site: getSiteInfo(),
      flash,
      signedIn: viewer !== null,
      // A guardian (docs/product-rules.md §32) gets their own links instead of a member's.
      guardian: guardian !== null,
      isAdmin: viewer?.role === "admin",
      // The header's badge on every page: requests waiting for this member's answer.
      pendingRequests: viewer ? countIncomingRequests(viewer.unqId) : 0,
      // And unread messages (docs/product-rules.md §33).
      unreadMessages: viewer ? countUnreadMessages(viewer.unqId) : 0,
      // The later of these numbers and /messages/unread's wins (useLiveCounts); a visitor's page stays the same.
      countedAt: viewer ? now().getTime() : 0,
    },
    { headers },
  );
}

/**
 * Every page inherits the root's caching rule (Remix uses the parent's
 * headers for a route without a `headers` export, and no route has one).
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

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
    .map((match) => (match.data as { unreadMessages?: unknown } | undefined)?.unreadMessages)
    .filter((count): count is number => typeof count === "number")
    .at(-1);
  return pageCount ?? rootCount ?? 0;
}

function Document({ children, title }: { children: ReactNode; title?: string }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const signedIn = data?.signedIn ?? false;
  const guardian = data?.guardian ?? false;
  const { pendingRequests, unreadMessages } = useLiveCounts(signedIn, {
    pendingRequests: data?.pendingRequests ?? 0,
    unreadMessages: useUnreadMessages(data?.unreadMessages),
    countedAt: data?.countedAt ?? 0,
  });
  return (
    <html lang="en">
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
        <SiteHeader
          siteName={data?.site.name ?? "Matrimony"}
          signedIn={signedIn}
          guardian={guardian}
          isAdmin={data?.isAdmin ?? false}
          pendingRequests={pendingRequests}
          unreadMessages={unreadMessages}
        />
        <FlashMessage flash={data?.flash ?? null} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data && <SiteFooter site={data.site} />}
        <QuickBar
          signedIn={signedIn}
          guardian={guardian}
          isAdmin={data?.isAdmin ?? false}
          pendingRequests={pendingRequests}
          unreadMessages={unreadMessages}
          chatLink={data?.site.chatLink}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
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
const FAILURES: Record<"forbidden" | "refused" | "fault", { title: string; text: string }> = {
  forbidden: { title: "Not allowed", text: "You do not have access to this page." },
  // The sender's mistake (a body that is not a form, a POST to a page that takes none).
  refused: {
    title: "Request not understood",
    text: "The site could not read what was sent. Please go back and try again.",
  },
  fault: { title: "Something went wrong", text: "Please try again in a moment." },
};

function failureOf(error: unknown) {
  if (!isRouteErrorResponse(error)) return FAILURES.fault;
  if (error.status === 403) return FAILURES.forbidden;
  return error.status < 500 ? FAILURES.refused : FAILURES.fault;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Document title="Page not found">
        <NotFound />
      </Document>
    );
  }
  const { title, text } = failureOf(error);
  return (
    <Document title={title}>
      <section className="not-found">
        <h1>{title}</h1>
        <p>{text}</p>
        <a href="/" className="button">
          Go Back to Home
        </a>
      </section>
    </Document>
  );
}
