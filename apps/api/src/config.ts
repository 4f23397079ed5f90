// Configuration is parsed once at start; a bad value stops the start with a message naming the variable.
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const int = z.coerce.number().int();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int.min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** connections the server keeps to PostgreSQL (with DATABASE_URL) */
  DATABASE_POOL_MAX: int.min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, "data")),
  SHARED_DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, "../shared/data")),
  SEED_DEMO: bool.default(true),
  /** with SEED_DEMO: the demo client's removal requests and a few quotes on them */
  SEED_DEMO_LEADS: bool.default(true),
  IMPORT_LONDON_POSTCODES: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("London Removals Compare <hello@londonremovals.example>"),
  TEAM_EMAIL: z.email().default("team@londonremovals.example"),
  SESSION_DAYS: int.min(1).max(365).default(30),
  ADDRESS_PROVIDER: z.enum(["local", "ideal-postcodes"]).default("local"),
  IDEAL_POSTCODES_API_KEY: z.string().optional(),
  IDEAL_POSTCODES_URL: z.url().default("https://api.ideal-postcodes.co.uk"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** multiplies every rate limit: tests that sign in many times raise it */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  OUTBOX_POLL_MS: int.min(10).default(1000),
  /** seconds an anonymous visitor's public page is served from memory (0 turns the page cache off) */
  PAGE_CACHE_SECONDS: int.min(0).max(3600).default(60),
  WEB_BUILD_DIR: z.string().default(resolve(REPO_ROOT, "apps/web/build")),
});

export type Config = z.infer<typeof envSchema> & { appUrl: string; sharedDataAvailable: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable counts as unset
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    ...c,
    appUrl: c.APP_URL ?? `http://localhost:${c.PORT}`,
    sharedDataAvailable: existsSync(resolve(c.SHARED_DATA_DIR, "london_postcodes_codepoint_2025.csv")),
  };
}

export class ConfigError extends Error {}
