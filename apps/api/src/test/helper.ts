// API tests run in-process with app.inject against a fresh database (fastify/demo test/helper.ts).
import { afterAll, onTestFinished } from "vitest";
import { desc } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { AppContext } from "../app-context.ts";
import { type BuildOptions, buildApp } from "../app.ts";
import type { Database, Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { consumeToken, createSession, currentCode } from "../modules/accounts/index.ts";
import { revealSecrets } from "../modules/mail/index.ts";
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { openTestDatabase, testConfig } from "./database.ts";
import { withProofs } from "./proof.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** the test database itself (its kind, the PGlite instance or the server's URL) */
  database: Database;
  ctx: AppContext;
  /** sign in and get the cookie header for later requests */
  login(email: string, password?: string): Promise<string>;
  /** newest first, as the recipient gets them (their sign-in and reset links in place: what the sender sends) */
  mails(): Promise<(typeof outbox.$inferSelect)[]>;
  /** newest first, as stored in the outbox (links to an account replaced by LINK_REMOVED) */
  storedMails(): Promise<(typeof outbox.$inferSelect)[]>;
}

/**
 * Runs `fn` when the test that calls this ends, or (called at a file's top level, outside any test) after the
 * file's last test: an app built inside a test is closed with that test, as node:test's `after` did.
 */
export function afterThis(fn: () => unknown) {
  try {
    onTestFinished(async () => {
      await fn();
    });
  } catch {
    // outside a test (Vitest: "onTestFinished() can only be called inside a test")
    afterAll(async () => {
      await fn();
    });
  }
}

/** `opts`: e.g. `{ logStream }` to read the log lines (security/http-hardening.test.ts) */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: BuildOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(env);
  const ctx: AppContext = { config, db: database.db, dbKind: database.kind, kickOutbox: () => {} };
  const app = await buildApp(ctx, opts);
  await app.ready();
  // anonymous intake and registration get a solved proof of work unless the test sends its own (proof.ts)
  withProofs(app);
  afterThis(async () => {
    await app.close();
    await database.close();
  });
  return {
    app,
    db: database.db,
    database,
    ctx,
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      const { challenge } = json<{ challenge?: string }>(res);
      return challenge ? demoAdminSecondStep(app, database.db, email, challenge) : cookieOf(res);
    },
    mails: async () =>
      (await database.db.select().from(outbox).orderBy(desc(outbox.id))).map((m) => revealSecrets(m)),
    storedMails: () => database.db.select().from(outbox).orderBy(desc(outbox.id)),
  };
}

/**
 * The demo admin's second step with the app's current code (DEMO_ADMIN_TOTP_SECRET). A code works once,
 * so a second sign-in within the same 30 seconds is refused: the password having passed, the test then
 * opens the session as the code would have (tests of the code itself are in security/sessions.test.ts).
 */
async function demoAdminSecondStep(app: FastifyInstance, db: Db, email: string, challenge: string) {
  if (email !== DEMO_ADMIN.email)
    throw new Error(`login ${email}: a two-step account other than the demo admin`);
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login/code",
    payload: { challenge, code: currentCode(DEMO_ADMIN_TOTP_SECRET) },
  });
  if (res.statusCode === 200) return cookieOf(res);
  const row = await consumeToken(db, challenge, "mfa");
  if (!row) throw new Error(`login ${email}: the second step failed: ${res.statusCode} ${res.body}`);
  return `rm_session=${(await createSession(db, row.userId, 1)).token}`;
}

export function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === "rm_session");
  if (!c) throw new Error("no session cookie");
  return `rm_session=${c.value}`;
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
