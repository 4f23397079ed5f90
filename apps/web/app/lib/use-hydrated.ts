import { useEffect, useState } from "react";

/**
 * false during server rendering and until React has hydrated: submit buttons stay disabled until then, so a
 * quick click never falls back to a native GET submit that would put the form (and a password) in the URL
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
