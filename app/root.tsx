import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { FlashMessage } from "~/components/FlashMessage";
import { useNonce } from "~/components/nonce";
import { NotFound } from "~/components/NotFound";
import { SiteFooter } from "~/components/SiteFooter";
import { QuickBar } from "~/components/QuickBar";
import { SiteHeader } from "~/components/SiteHeader";
import { getSiteInfo } from "~/domain/site.server";
import { getViewer } from "~/web/auth.server";
import { readFlash } from "~/web/flash.server";
import { hasSessionCookie } from "~/web/session.server";
import globalStyles from "~/styles/global.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: globalStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ flash, setCookie }, viewer] = await Promise.all([readFlash(request), getViewer(request)]);
  // A page shown with a session (a member, or a signup or reset in progress)
  // or a flash message is about one person: no cache may keep it.
  const personal = viewer !== null || flash !== null || hasSessionCookie(request);
  const headers = new Headers({ "Cache-Control": personal ? "private, no-store" : "no-cache" });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return json({ site: getSiteInfo(), flash, signedIn: viewer !== null, isAdmin: viewer?.role === "admin" }, { headers });
}

/**
 * Every page inherits the root's caching rule (Remix uses the parent's
 * headers for a route without a `headers` export, and no route has one).
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

function Document({ children, title }: { children: ReactNode; title?: string }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const signedIn = data?.signedIn ?? false;
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
        <SiteHeader siteName={data?.site.name ?? "Matrimony"} signedIn={signedIn} isAdmin={data?.isAdmin ?? false} />
        <FlashMessage flash={data?.flash ?? null} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data && <SiteFooter site={data.site} />}
        <QuickBar signedIn={signedIn} chatLink={data?.site.chatLink} />
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

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Document title="Page not found">
        <NotFound />
      </Document>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Document title="Not allowed">
        <section className="not-found">
          <h1>Not allowed</h1>
          <p>You do not have access to this page.</p>
          <a href="/" className="button">Go Back to Home</a>
        </section>
      </Document>
    );
  }
  // The sender's mistake (a body that is not a form, a POST to a page that takes none).
  if (isRouteErrorResponse(error) && error.status < 500) {
    return (
      <Document title="Request not understood">
        <section className="not-found">
          <h1>Request not understood</h1>
          <p>The site could not read what was sent. Please go back and try again.</p>
          <a href="/" className="button">
            Go Back to Home
          </a>
        </section>
      </Document>
    );
  }
  // Never show a stack trace: the details are in the server log.
  return (
    <Document title="Something went wrong">
      <section className="not-found">
        <h1>Something went wrong</h1>
        <p>Please try again in a moment.</p>
        <a href="/" className="button">
          Go Back to Home
        </a>
      </section>
    </Document>
  );
}
