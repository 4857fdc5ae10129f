import { NavLink } from "@remix-run/react";

/** Between the members I saved and those who saved me (docs/product-rules.md §35). */
export function ShortlistNav() {
  return (
    <nav aria-label="Shortlist" className="tabs">
      <NavLink to="/shortlist" end>
        I saved
      </NavLink>
      <NavLink to="/shortlisted-me">Saved me</NavLink>
    </nav>
  );
}
