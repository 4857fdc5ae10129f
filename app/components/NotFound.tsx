import { Link } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="not-found">
      <h1>404</h1>
      <p>Oops! The page you're looking for doesn't exist.</p>
      <Link to="/" className="button">
        Go Back to Home
      </Link>
    </section>
  );
}
