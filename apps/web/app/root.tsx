import "./lib/zod-jitless.ts"; // before any module that builds a zod schema
import { yearInLondon } from "@rm/domain/site";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "./components/footer.tsx";
import { Header } from "./components/header.tsx";
import { BusyScreen, SignedOutNotice, useReloadHref } from "./components/page-notices.tsx";
import { StickyQuoteBar } from "./components/sticky-quote-bar.tsx";
import { ToastProvider } from "./components/toasts.tsx";
import { useLiveUnread } from "./features/conversations/live-unread.ts";
import { setSignedIn } from "./lib/api.ts";
import { installChrome, QUOTE_BAR_CLOSED_CHECK } from "./lib/chrome.ts";
import { LOAD_FAILURE_WATCH } from "./lib/load-failure.ts";
import { useCspNonce } from "./lib/csp-nonce.ts";
import { setSiteSettings } from "./lib/seo.ts";
import { useStaticPageScript } from "./lib/static-page.ts";
import "./styles/app.css";
import "./styles/chrome.css"; // after app.css: it refines the header and the toasts there (issue #28)

export async function loader({ context }: Route.LoaderArgs) {
  // issue #28: the busy page, rendered once by the server to send while it sheds load (api web/busy-page.ts)
  if (context.busyPage) throw data(context.busyPage, { status: 503 });
  // the operator's settings (contact address, social links, public address) and the year for the footer
  // issue #15: the header's unread messages badge (customers and movers)
  const user = context.user;
  // (and the live socket only for those who may open it: not a mover whose company is pending or suspended)
  const badge =
    user?.role === "client" || user?.role === "company"
      ? await context.services.conversations.badge({ user, sessionId: context.sessionId })
      : { total: 0, latest: null, live: false };
  return {
    // issue #29 item 8: a guest's account id stays on the server
    user: context.shownUser,
    site: context.services.site,
    year: yearInLondon(),
    unread: badge.total,
    // issue #28: the badge opens the conversation with the newest unread message
    unreadLink: badge.latest,
    live: badge.live,
    // issue #28: the visitor's session had just ended: say so once
    signedOut: context.signedOut,
  };
}

// A submit before the page has hydrated is held and replayed once React is in: a form without a method would
// otherwise fall back to a native GET (field values, passwords included, in the URL), and one with a method
// would skip what the script does with it. Once part of the page has failed to load (lib/load-failure.ts sets
// __rmLoadFailed and sends a held form that has a method natively) a form with a method goes natively: the
// log-in and registration forms work without their script. (A fixed string with no user data, so inlining it
// is safe; it carries the page's CSP nonce.) Static pages (lib/static-page.ts) never hydrate: their enhance
// script, in the same place, handles their forms from the start.
const EARLY_SUBMIT_GUARD = `document.addEventListener("submit",function(e){var f=e.target,w=window;if(w.__rmHydrated||!f||(w.__rmLoadFailed&&f.hasAttribute("method")))return;e.preventDefault();w.__rmPendingSubmit=f;},true);`;

function useReplayEarlySubmit() {
  useEffect(() => {
    const w = window as Window & { __rmHydrated?: boolean; __rmPendingSubmit?: HTMLFormElement };
    w.__rmHydrated = true;
    const pending = w.__rmPendingSubmit;
    w.__rmPendingSubmit = undefined;
    if (pending?.isConnected) pending.requestSubmit();
  }, []);
}

/** Hydrated pages: the site chrome's behaviour (lib/chrome.ts, as static pages run it), navigating with React. */
function useChrome() {
  const navigate = useNavigate();
  useEffect(() => installChrome((href) => navigate(href)), [navigate]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  // the chrome first: a quote bar form sent before hydration is replayed to it
  useChrome();
  useReplayEarlySubmit();
  const data = useRouteLoaderData<typeof loader>("root");
  const user = data?.user ?? null;
  // issue #17: a signed-in POST or DELETE that cannot reach the server says "Error occured: …" (lib/api.ts)
  const signedIn = user !== null && !user.isGuest;
  useEffect(() => setSignedIn(signedIn), [signedIn]);
  // issue #15: the tab's one live socket for customers and movers: the header's unread badge on every page
  useLiveUnread(data?.live ? (user?.role ?? null) : null, data?.unread ?? 0);
  // before <Meta /> below: canonical and og:url addresses are built on the configured public address
  if (data?.site) setSiteSettings(data.site);
  const nonce = useCspNonce();
  // a static page (lib/static-page.ts): no React in the browser, the enhance script instead
  const enhance = useStaticPageScript();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5c4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* issue #18: installable (Android Chrome, iOS Safari's Home Screen), which web push on an iPhone needs */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="apple-mobile-web-app-title" content="Removals" />
        {/* issue #28: first, so that it hears a script or stylesheet that fails (lib/load-failure.ts) */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: LOAD_FAILURE_WATCH }}
        />
        {enhance === undefined ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_GUARD }}
          />
        ) : (
          <script id="enhance-script" nonce={nonce} dangerouslySetInnerHTML={{ __html: enhance }} />
        )}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: QUOTE_BAR_CLOSED_CHECK }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ToastProvider>
          <Header user={user} unread={data?.unread ?? 0} unreadLink={data?.unreadLink ?? null} />
          <main id="main">
            {data?.signedOut ? <SignedOutNotice /> : null}
            {children}
          </main>
          <Footer site={data?.site ?? null} year={data?.year ?? yearInLondon()} />
          <StickyQuoteBar user={user} />
        </ToastProvider>
        {enhance === undefined ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reloadHref = useReloadHref(isRouteErrorResponse(error) ? error.data : undefined);
  if (isRouteErrorResponse(error) && error.status === 503) return <BusyScreen reloadHref={reloadHref} />;
  let heading = "Something unexpected went wrong";
  let detail = "Sorry — the page could not be shown. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      heading = "Page not found";
      detail = "We could not find that page.";
    } else if (error.status === 403) {
      heading = "No access";
      detail = "You do not have access to this page.";
    }
  }
  return (
    <section className="container narrow error-screen">
      <title>{heading}</title>
      <h1>{heading}</h1>
      <p>{detail}</p>
      <p>
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
