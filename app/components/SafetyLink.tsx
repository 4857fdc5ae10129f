import { Link } from "@remix-run/react";

/** The line every profile page carries to the safety tips (docs/product-rules.md §29). */
export function SafetyLink() {
  return (
    <p className="field__hint">
      Stay safe: <Link to="/safety">read our safety tips</Link>.
    </p>
  );
}
