import { useEffect, useState } from "react";

/**
 * false during server rendering and until React has hydrated, for words that depend on the script (the chat's
 * photo hint). Never to disable a control (issue #28): a form without a method is held until React is in by
 * root.tsx's early-submit guard, a form with one works without the script, and a page whose script failed
 * to load says so (lib/load-failure.ts).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
