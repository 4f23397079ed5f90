// The e2e specs' `test` and `expect` (import them from here, not from @playwright/test):
//   page, consoleErrors  the default page (desktop, 1440 px) and its console errors/uncaught exceptions
//   phone                a page of its own at 375 px ({ page, context, consoleErrors })
//   newPage(viewport)    a fresh context and page (own cookies), as many as a test needs; closed after it
//   signedIn(role, vp)   a fresh context signed in through the API as a demo role (or { email, password })
//   inbox                the mail the app sent over SMTP (waitFor a subject, all)
//   axe(page)            axe-core's WCAG 2.2 AA violations on the page, as readable lines ([] when clean)
// Every context comes from Playwright's browser (Debian's Chromium, e2e/playwright.config.ts), so a
// failing test keeps its trace.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../apps/api/src/seed/demo-accounts.ts";
import { DEMO_PASSWORD, newPageIn, type OpenPage, recordConsoleErrors, signInContext } from "./browser.ts";
import { DESKTOP, PHONE } from "./chromium.ts";
import { type CapturedMail, mails, waitForMail } from "./mail.ts";

export { expect };
export type { OpenPage };

type Viewport = { width: number; height: number };

/** the demo accounts (README), by role; `company` is the first demo mover (Thames-side Removals) */
export const DEMO_ROLES = {
  client: { email: DEMO_CLIENT.email, password: DEMO_PASSWORD },
  company: { email: DEMO_COMPANIES[0]!.email, password: DEMO_PASSWORD },
  admin: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
} as const;
type Role = keyof typeof DEMO_ROLES;

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Inbox {
  /** the latest mail to `to` whose subject matches, waiting for it to arrive */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<CapturedMail>;
  /** every mail received so far, oldest first */
  all(): CapturedMail[];
}

interface Fixtures {
  consoleErrors: string[];
  phone: OpenPage;
  newPage: (viewport?: Viewport) => Promise<OpenPage>;
  signedIn: (who: Role | { email: string; password?: string }, viewport?: Viewport) => Promise<OpenPage>;
  inbox: Inbox;
  axe: (page: Page, options?: { exclude?: string[] }) => Promise<string[]>;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleErrors: async ({ page }, use) => {
    await use(recordConsoleErrors(page));
  },
  newPage: async ({ browser }, use) => {
    const opened: OpenPage[] = [];
    await use(async (viewport = DESKTOP) => {
      const p = await newPageIn(browser, viewport);
      opened.push(p);
      return p;
    });
    for (const { context } of opened) await context.close();
  },
  phone: async ({ newPage }, use) => {
    await use(await newPage(PHONE));
  },
  signedIn: async ({ newPage }, use) => {
    await use(async (who, viewport = DESKTOP) => {
      const { email, password = DEMO_PASSWORD } = typeof who === "string" ? DEMO_ROLES[who] : who;
      const p = await newPage(viewport);
      await signInContext(p.context, email, password);
      return p;
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  inbox: async ({}, use) => {
    await use({ waitFor: waitForMail, all: mails });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  axe: async ({}, use) => {
    await use(async (page, { exclude = [] } = {}) => {
      let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
      for (const selector of exclude) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      return violations.map((v) => {
        const where = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ");
        return `axe ${v.id} (${v.impact}) x${v.nodes.length}: ${where}`;
      });
    });
  },
});
