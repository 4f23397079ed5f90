// The Content-Security-Policy nonce of the page being rendered (apps/api/src/web/csp.ts). entry.server.tsx
// provides it from the load context; inline <script> elements render it. In the browser there is none (and
// none is needed: scripts React inserts after hydration never run), hence `suppressHydrationWarning`
// on those scripts — the browser also hides a nonce attribute's value from the DOM once it has been checked.
import { createContext, useContext } from "react";

export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);
