import { NavLink } from "@remix-run/react";

/** Between the requests a member received and those they sent (on a phone, the way to the sent ones). */
export function RequestsNav() {
  return (
    <nav aria-label="Requests" className="tabs">
      <NavLink to="/connectionReq">Received</NavLink>
      <NavLink to="/sentRequests">Sent</NavLink>
    </nav>
  );
}
