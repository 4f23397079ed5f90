// API tests run in-process with app.inject against a fresh database (fastify/demo test/helper.ts).
import { after } from "node:test";
import { desc } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { AppContext } from "../app-context.ts";
import { buildApp } from "../app.ts";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { openTestDatabase, testConfig } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  /** sign in and get the cookie header for later requests */
  login(email: string, password?: string): Promise<string>;
  /** newest first */
  mails(): Promise<(typeof outbox.$inferSelect)[]>;
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(env);
  const ctx: AppContext = { config, db: database.db, dbKind: database.kind, kickOutbox: () => {} };
  const app = await buildApp(ctx);
  await app.ready();
  after(async () => {
    await app.close();
    await database.close();
  });
  return {
    app,
    db: database.db,
    ctx,
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return cookieOf(res);
    },
    mails: () => database.db.select().from(outbox).orderBy(desc(outbox.id)),
  };
}

export function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === "rm_session");
  if (!c) throw new Error("no session cookie");
  return `rm_session=${c.value}`;
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
