// The enhance script of static pages (lib/static-page.ts, docs/decisions/016-static-marketing-pages.md): the site
// chrome's behaviour (lib/chrome.ts, the same module hydrated pages run) with page loads for navigation.
// vite.config.ts bundles it with esbuild into one IIFE; root.tsx inlines it in <head> with the CSP nonce. It runs
// before <body> is parsed and listens on document and window, so every control works as soon as it is on screen.
import { installChrome } from "./chrome.ts";

installChrome((href) => window.location.assign(href));
document.documentElement.dataset.enhanced = "true";
