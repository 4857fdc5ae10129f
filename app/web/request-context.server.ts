import { createContext, RouterContextProvider } from "react-router";

/** What the HTTP server (http-app.server.ts) hands every loader, action and the page renderer. */
export type RequestFacts = {
  /** The Content-Security-Policy nonce of this answer: the page's own inline scripts carry it. */
  cspNonce: string;
  /** The client's address, from X-Forwarded-For only when TRUST_PROXY is set. */
  clientIp: string;
};

const requestFacts = createContext<RequestFacts>();

/** React Router 8's request context (always a RouterContextProvider), carrying this request's facts. */
export function requestContext(facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestFacts, facts);
  return context;
}

/** This request's facts, in a loader, an action or entry.server. */
export function requestFactsOf(context: Readonly<RouterContextProvider>): RequestFacts {
  return context.get(requestFacts);
}
