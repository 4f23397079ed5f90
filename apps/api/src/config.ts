// Configuration is parsed once at start; a bad value stops the start with a message naming the variable.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  emailDomain,
  isReservedDomain,
  parseSocialLinks,
  SITE_NAME,
  SITE_SETTING_MESSAGES,
  type SiteSettings,
} from "@rm/domain/site";
import { z } from "zod";
import { parseTrustProxy } from "./lib/trust-proxy.ts";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const int = z.coerce.number().int();
/** an address visitors see: a real mailbox, never a reserved example domain */
const publicEmail = z
  .email()
  .refine((v) => !isReservedDomain(emailDomain(v)), { message: SITE_SETTING_MESSAGES.reservedDomain });
const socialLinks = z.string().transform((text, ctx) => {
  const r = parseSocialLinks(text);
  if ("error" in r) {
    ctx.addIssue({ code: "custom", message: r.error });
    return z.NEVER;
  }
  return r.links;
});

const envSchema = z.object({
  /** unset: production with DATABASE_URL, development on the embedded database (loadConfig) */
  NODE_ENV: z.enum(["development", "production", "test"]),
  PORT: int.min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * issue #31: the database itself when DATABASE_URL is a pooler in transaction mode: migrations (under a session
   * advisory lock, which a pooler would leave held on one of its connections) and start-up imports use it; unset:
   * DATABASE_URL
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** connections the server keeps to PostgreSQL (with DATABASE_URL) */
  DATABASE_POOL_MAX: int.min(1).max(500).default(10),
  /**
   * a statement running longer is cancelled by PostgreSQL (statement_timeout on the server's connections) and
   * the request answered 503 with Retry-After; 0: no limit. Migrations run without it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: int.min(0).max(3_600_000).default(5000),
  /**
   * issue #31: false behind a pooler in transaction mode that cannot keep named prepared statements (PgBouncer
   * before 1.21, or without max_prepared_statements): the hot statements are then unnamed, parsed each time
   */
  DATABASE_NAMED_STATEMENTS: bool.default(true),
  DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, "data")),
  /**
   * issue #31: where uploads are kept (lib/storage.ts): "local", DATA_DIR/uploads (one machine), or "s3", the
   * bucket S3_BUCKET of an S3-compatible store (AWS S3, Cloudflare R2, MinIO) that every machine shares
   */
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "3–63 lower-case letters, digits, '.' or '-'")
    .optional(),
  /** the bucket's region ("auto" for Cloudflare R2) */
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** the store's address when it is not AWS (R2: https://<account>.r2.cloudflarestorage.com, MinIO: its URL) */
  S3_ENDPOINT: z.url().optional(),
  /** bucket in the path (https://host/bucket/key), as MinIO and most local servers need; AWS and R2: false */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** unset: the AWS SDK's own chain (environment, instance role, ~/.aws) */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SEED_DEMO: bool.default(true),
  /** with SEED_DEMO: the demo client's removal requests and a few quotes on them */
  SEED_DEMO_LEADS: bool.default(true),
  /** with SEED_DEMO: the demo reviews attached to past bookings, and the demo client's move waiting for a review */
  SEED_DEMO_REVIEWS: bool.default(true),
  /** import the London postcodes shipped in apps/api/data on the first start */
  IMPORT_LONDON_POSTCODES: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /**
   * issue #33: sign every email with DKIM — the private key (PEM; "\n" may stand for its line breaks), the
   * selector and the domain of its DNS record (<selector>._domainkey.<domain>). All three or none.
   */
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((k) => k.replace(/\\n/g, "\n"))
    .refine(
      (k) => /-----BEGIN (RSA )?PRIVATE KEY-----/.test(k),
      "must be a PEM private key (-----BEGIN PRIVATE KEY-----)",
    )
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, "must be a DNS label such as mail2026")
    .optional(),
  DKIM_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i, "must be a domain such as example.co.uk")
    .optional(),
  /**
   * issue #33: how texts are sent: "twilio" (Twilio's REST API through its official library) or unset/"none":
   * texts are kept and shown to admins at /admin/texts, never sent
   */
  SMS_PROVIDER: z.enum(["none", "twilio"]).default("none"),
  /** with SMS_PROVIDER=twilio: the account's SID (AC…) and auth token, and the number texts come from */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be AC followed by 32 hex characters")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** an E.164 number (+447700900123), an alphanumeric sender ID (up to 11 letters) or a Messaging Service SID (MG…) */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{8,15}|[A-Za-z][A-Za-z0-9 ]{0,10}|MG[0-9a-fA-F]{32})$/, "must be +44…, a sender ID or MG…")
    .optional(),
  /** Twilio's API address; tests point it at their loopback fake */
  TWILIO_API_URL: z.url().default("https://api.twilio.com"),
  /** the sender of every email; unset: "London Removals Compare <no-reply@{APP_URL's host}>" */
  MAIL_FROM: z.string().min(3).optional(),
  /** where contact-form messages and admin notices go (never shown to visitors); unset: team@{APP_URL's host} */
  TEAM_EMAIL: z.email().optional(),
  /** the address shown to visitors; unset: pages point to the contact form */
  CONTACT_EMAIL: publicEmail.optional(),
  /** "Facebook=https://www.facebook.com/ourpage,Instagram=https://…"; unset: no social links are shown */
  SOCIAL_LINKS: socialLinks.optional(),
  /** who is responsible for the personal data (named on the legal pages) */
  DATA_CONTROLLER_NAME: z.string().trim().min(2).max(120).default(SITE_NAME),
  /** a postal address for the legal pages; unset: they point to the contact form */
  DATA_CONTROLLER_ADDRESS: z.string().trim().min(5).max(300).optional(),
  /** an email for data requests; unset: CONTACT_EMAIL, or the contact form */
  DATA_CONTROLLER_EMAIL: publicEmail.optional(),
  SESSION_DAYS: int.min(1).max(365).default(30),
  /** a session unused for this many days ends (SESSION_DAYS is the limit however active it is) */
  SESSION_IDLE_DAYS: int.min(1).max(365).default(7),
  /**
   * 32 bytes as 64 hex characters: encrypts TOTP secrets and the links of mail not yet sent. Unset: a key is
   * made once and kept in DATA_DIR/encryption.key (every process sharing the database needs the same key).
   */
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 random bytes)")
    .optional(),
  ADDRESS_PROVIDER: z.enum(["local", "ideal-postcodes"]).default("local"),
  IDEAL_POSTCODES_API_KEY: z.string().optional(),
  IDEAL_POSTCODES_URL: z.url().default("https://api.ideal-postcodes.co.uk"),
  /** issue #19: the Companies House public data API at vetting; unset: the number's format only */
  COMPANIES_HOUSE_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  COMPANIES_HOUSE_API_URL: z.url().default("https://api.company-information.service.gov.uk"),
  COMPANIES_HOUSE_TIMEOUT_MS: int.min(100).max(60_000).default(5000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** multiplies every rate limit: tests that sign in many times raise it */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /**
   * whose X-Forwarded-* headers to believe (lib/trust-proxy.ts): unset, nobody's (the client address is the
   * connection's); a comma list of proxy addresses or CIDR ranges; or a hop count
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const r = parseTrustProxy(raw);
      if ("error" in r) {
        ctx.addIssue({ code: "custom", message: r.error });
        return z.NEVER;
      }
      return r.value;
    }),
  /** issue #31: how often this process asks the job system for the outboxes' work (mail retries, push alerts) */
  OUTBOX_POLL_MS: int.min(10).default(1000),
  /**
   * load shedding (@fastify/under-pressure): while the event loop's mean delay over a quarter second is above
   * this (ms), page renders and writes are answered 503 with Retry-After instead of queueing, API reads too past
   * twice this (web/shedding.ts); 0 turns it off
   */
  EVENT_LOOP_MAX_DELAY_MS: int.min(0).max(60_000).default(1000),
  /**
   * load shedding, with EVENT_LOOP_MAX_DELAY_MS on: while the event loop was busy more than this share of the last
   * quarter second, page renders and writes are shed too (a full process whose many short requests keep its delay
   * low; web/shedding.ts); 0 turns this check off
   */
  EVENT_LOOP_MAX_UTILIZATION: z.coerce.number().min(0).max(1).default(0.98),
  /**
   * load shedding: the window (ms) over which the event loop's delay and utilisation are measured. Shorter reacts
   * sooner to an overload, and also sheds on a burst that a second would have absorbed (bench/mix.ts, issue #34)
   */
  EVENT_LOOP_SAMPLE_MS: int.min(10).max(10_000).default(250),
  /** the hour (London) from which the emails asking for a review go out on the day after a move (0: at once) */
  REVIEW_MAIL_HOUR: int.min(0).max(23).default(9),
  /**
   * Proof of work on anonymous lead intake and registration: the largest counter a challenge asks for
   * (a browser does about half of it in SHA-256 hashes, ~1 s at the default). Tests and the bench lower it.
   */
  POW_MAX_NUMBER: int.min(1).max(10_000_000).default(100_000),
  /** signs the proof-of-work challenges (set it when several processes serve the API); random per start when unset */
  POW_HMAC_SECRET: z.string().min(32).optional(),
  /** seconds an anonymous visitor's public page is served from memory (0 turns the page cache off) */
  PAGE_CACHE_SECONDS: int.min(0).max(3600).default(60),
  WEB_BUILD_DIR: z.string().default(resolve(REPO_ROOT, "apps/web/build")),
  /**
   * redis://… : several processes share one Redis for rate-limit counters, emptying each other's page cache
   * and the conversations' live events (lib/redis.ts, lib/bus.ts); unset: all of that stays in the process
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** what every key and channel of this site in Redis starts with (several sites or tests may share one) */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,40}$/, "letters, digits, '.', ':', '_' or '-' (at most 40)")
    .default("rm:"),
  /** `npm run bench` only: mounts POST /api/bench/insert, the bare INSERT ceiling lead intake is compared with */
  BENCH_ENDPOINTS: bool.default(false),
});

/** every setting's name, as the README's settings table must list them (docs-match-code.test.ts) */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export type Config = Omit<z.infer<typeof envSchema>, "MAIL_FROM" | "TEAM_EMAIL"> & {
  appUrl: string;
  MAIL_FROM: string;
  TEAM_EMAIL: string;
  /** what pages show about the site's operator (web/services.ts passes it to the pages) */
  site: SiteSettings;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable counts as unset
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  // issue #31 (docs/decisions/092-what-npm-start-runs-as.md): unless NODE_ENV says, a site on a PostgreSQL server
  // (DATABASE_URL) runs in production — secure cookies, the shared secrets required, no mail copies on disk —
  // and the embedded database is the demo on this machine (development)
  present.NODE_ENV ??= present.DATABASE_URL ? "production" : "development";
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  requireSharedSecrets(c);
  requireStorageSettings(c);
  requireDkimSettings(c);
  requireSmsSettings(c);
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "");
  const mailHost = mailDomainOf(appUrl);
  return {
    ...c,
    appUrl,
    MAIL_FROM: c.MAIL_FROM ?? `${SITE_NAME} <no-reply@${mailHost}>`,
    TEAM_EMAIL: c.TEAM_EMAIL ?? `team@${mailHost}`,
    site: {
      appUrl,
      contactEmail: c.CONTACT_EMAIL ?? null,
      socialLinks: c.SOCIAL_LINKS ?? [],
      dataController: {
        name: c.DATA_CONTROLLER_NAME,
        address: c.DATA_CONTROLLER_ADDRESS ?? null,
        email: c.DATA_CONTROLLER_EMAIL ?? c.CONTACT_EMAIL ?? null,
      },
    },
  };
}

/** The domain mail defaults use: APP_URL's host without "www.", or "localhost" for an address or a bare name. */
function mailDomainOf(appUrl: string): string {
  const host = new URL(appUrl).hostname.replace(/^www\./, "");
  return host.includes(".") && !/^[\d.]+$/.test(host) && !host.startsWith("[") ? host : "localhost";
}

export class ConfigError extends Error {}

/** issue #33: DKIM needs its key, its selector and its domain together; one or two of them is a mistake */
function requireDkimSettings(c: z.infer<typeof envSchema>) {
  const set = {
    DKIM_PRIVATE_KEY: c.DKIM_PRIVATE_KEY,
    DKIM_SELECTOR: c.DKIM_SELECTOR,
    DKIM_DOMAIN: c.DKIM_DOMAIN,
  };
  const missing = Object.entries(set).filter(([, v]) => !v);
  if (missing.length === 0 || missing.length === 3) return;
  throw new ConfigError(
    `Invalid configuration:\n${missing.map(([k]) => `  ${k}: required with the other DKIM_ settings (all three or none)`).join("\n")}`,
  );
}

/** issue #33: SMS_PROVIDER=twilio needs the account, its token and a sender */
function requireSmsSettings(c: z.infer<typeof envSchema>) {
  if (c.SMS_PROVIDER !== "twilio") return;
  const missing = (["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const).filter((k) => !c[k]);
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid configuration:\n${missing.map((k) => `  ${k}: required with SMS_PROVIDER=twilio`).join("\n")}`,
  );
}

/** the DKIM signing settings nodemailer takes, or undefined when DKIM is off */
export const dkimOf = (c: Pick<Config, "DKIM_PRIVATE_KEY" | "DKIM_SELECTOR" | "DKIM_DOMAIN">) =>
  c.DKIM_PRIVATE_KEY && c.DKIM_SELECTOR && c.DKIM_DOMAIN
    ? { privateKey: c.DKIM_PRIVATE_KEY, keySelector: c.DKIM_SELECTOR, domainName: c.DKIM_DOMAIN }
    : undefined;

/**
 * Issue #31: in production on a shared PostgreSQL, every process (on every machine) must seal, open and sign with
 * the same secrets. A key made on one machine (DATA_DIR/encryption.key) or a proof-of-work secret random per process
 * would fail later, at random, on the others — so the process refuses to start, naming what is missing.
 */
function requireSharedSecrets(c: z.infer<typeof envSchema>) {
  if (c.NODE_ENV !== "production" || !c.DATABASE_URL) return;
  const missing = [
    !c.ENCRYPTION_KEY &&
      "  ENCRYPTION_KEY: required in production with DATABASE_URL (64 hex characters, e.g. `openssl rand -hex 32`), the same on every machine",
    !c.POW_HMAC_SECRET &&
      "  POW_HMAC_SECRET: required in production with DATABASE_URL (at least 32 characters, e.g. `openssl rand -hex 32`), the same on every machine",
  ].filter(Boolean);
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration:\n${missing.join("\n")}\n  (NODE_ENV=development to try the site on this machine without them)`,
    );
}

/** issue #31: STORAGE=s3 needs a bucket, and a key id goes with its secret */
function requireStorageSettings(c: z.infer<typeof envSchema>) {
  const missing = [
    c.STORAGE === "s3" && !c.S3_BUCKET && "  S3_BUCKET: required with STORAGE=s3 (the bucket uploads go to)",
    Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY) &&
      "  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither",
  ].filter(Boolean);
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join("\n")}`);
}
