// Issue #31 "Secrets that must match": in production with DATABASE_URL a process without ENCRYPTION_KEY or
// POW_HMAC_SECRET refuses to start, naming the setting; a process whose key or secret differs from the ones the
// database's check values were made with refuses too; the web push private key is stored sealed.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, test } from "vitest";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { ConfigError, loadConfig } from "../config.ts";
import { serverSettings } from "../db/schema.ts";
import { checkSharedSecrets, SECRET_MISMATCH, SecretMismatch } from "../lib/key-check.ts";
import { useEncryptionKey } from "../lib/secret-box.ts";
import { forgetVapidKeys, vapidKeys } from "../modules/alerts/vapid.ts";
import { testConfig } from "../test/database.ts";
import { buildTestApp } from "../test/helper.ts";

const t = await buildTestApp();
afterAll(() => useEncryptionKey(testConfig()));

const hex32 = () => randomBytes(32).toString("hex");
const production = (extra: Record<string, string>) =>
  ({ NODE_ENV: "production", DATABASE_URL: "postgres://db.internal/app", ...extra }) as NodeJS.ProcessEnv;

test("production on a shared database needs ENCRYPTION_KEY and POW_HMAC_SECRET, and says which is missing", () => {
  const refused = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (err) {
      assert.ok(err instanceof ConfigError);
      return err.message;
    }
    return null;
  };
  const both = refused(production({}));
  assert.match(both!, /ENCRYPTION_KEY: required in production/);
  assert.match(both!, /POW_HMAC_SECRET: required in production/);
  const one = refused(production({ ENCRYPTION_KEY: hex32() }));
  assert.doesNotMatch(one!, /ENCRYPTION_KEY/);
  assert.match(one!, /POW_HMAC_SECRET/);
  assert.equal(refused(production({ ENCRYPTION_KEY: hex32(), POW_HMAC_SECRET: hex32() })), null);
  // embedded PGlite is one process's own, and development may make its own keys
  assert.equal(refused({ NODE_ENV: "production" } as NodeJS.ProcessEnv), null);
  assert.equal(
    refused({ NODE_ENV: "development", DATABASE_URL: "postgres://db/app" } as NodeJS.ProcessEnv),
    null,
  );
});

test("without NODE_ENV, a PostgreSQL server (DATABASE_URL) means production and the embedded database the demo", () => {
  // npm install && npm start: the demo on this machine (mail kept on disk, cookies that work over plain http)
  assert.equal(loadConfig({}).NODE_ENV, "development");
  // DATABASE_URL without NODE_ENV: production, so the shared secrets are asked for
  assert.throws(
    () => loadConfig({ DATABASE_URL: "postgres://db.internal/app" }),
    (err: Error) =>
      err instanceof ConfigError &&
      /ENCRYPTION_KEY: required in production/.test(err.message) &&
      /NODE_ENV=development to try the site on this machine/.test(err.message),
  );
  const deployed = loadConfig({
    DATABASE_URL: "postgres://db.internal/app",
    ENCRYPTION_KEY: hex32(),
    POW_HMAC_SECRET: hex32(),
  });
  assert.equal(deployed.NODE_ENV, "production");
  // NODE_ENV said is NODE_ENV kept
  assert.equal(
    loadConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://db/app" }).NODE_ENV,
    "development",
  );
});

test("npm start in production without the secrets exits 1 with the setting's name, not a stack", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: new URL("../../../../", import.meta.url),
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: "postgres://127.0.0.1:1/none" },
    encoding: "utf8",
    timeout: 60_000,
  });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /ENCRYPTION_KEY: required in production/);
  assert.doesNotMatch(run.stderr, /\n\s+at /);
});

test("a process whose ENCRYPTION_KEY or POW_HMAC_SECRET differs from the database's refuses to start", async () => {
  await t.db.delete(serverSettings).where(eq(serverSettings.key, "key-check"));
  const key = hex32();
  const pow = hex32();
  const config = { ...testConfig(), ENCRYPTION_KEY: key, POW_HMAC_SECRET: pow };
  await checkSharedSecrets(t.db, config); // the first start stores the check values
  await checkSharedSecrets(t.db, config); // the same secrets pass again
  const [row] = await t.db.select().from(serverSettings).where(eq(serverSettings.key, "key-check"));
  assert.ok(!JSON.stringify(row!.value).includes(key) && !JSON.stringify(row!.value).includes(pow));

  await assert.rejects(checkSharedSecrets(t.db, { ...config, ENCRYPTION_KEY: hex32() }), (err) => {
    assert.ok(err instanceof SecretMismatch);
    assert.equal(err.message, SECRET_MISMATCH.encryption);
    return true;
  });
  await assert.rejects(checkSharedSecrets(t.db, { ...config, POW_HMAC_SECRET: hex32() }), (err) => {
    assert.equal((err as Error).message, SECRET_MISMATCH.pow);
    return true;
  });
  // a development process signing with a secret of its own still starts
  await checkSharedSecrets(t.db, { ...config, POW_HMAC_SECRET: undefined });
});

test("the web push private key is stored sealed; one stored in clear is sealed on the next start", async () => {
  useEncryptionKey(testConfig());
  await t.db.delete(serverSettings).where(eq(serverSettings.key, "vapid"));
  forgetVapidKeys();
  const made = await vapidKeys(t.db);
  const [row] = await t.db.select().from(serverSettings).where(eq(serverSettings.key, "vapid"));
  const stored = row!.value as { publicKey: string; privateKey: string };
  assert.equal(stored.publicKey, made.publicKey);
  assert.match(stored.privateKey, /^v1\./);
  assert.ok(!stored.privateKey.includes(made.privateKey));
  // the opened pair signs: web-push accepts it
  webpush.setVapidDetails("mailto:team@example.com", made.publicKey, made.privateKey);

  const legacy = webpush.generateVAPIDKeys();
  await t.db.update(serverSettings).set({ value: legacy }).where(eq(serverSettings.key, "vapid"));
  forgetVapidKeys();
  assert.deepEqual(await vapidKeys(t.db), legacy);
  const [after2] = await t.db.select().from(serverSettings).where(eq(serverSettings.key, "vapid"));
  const resealed = after2!.value as { publicKey: string; privateKey: string };
  assert.match(resealed.privateKey, /^v1\./);
  forgetVapidKeys();
  assert.deepEqual(await vapidKeys(t.db), legacy);
  forgetVapidKeys();
});
