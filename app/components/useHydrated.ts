import { useEffect, useState } from "react";

/** False on the server and in the first browser render, true once React runs the page (JavaScript is on). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
