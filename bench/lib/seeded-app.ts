// The app of the app-page and interaction benches (issue #34): the bench's app (app.ts) on a fresh PostgreSQL
// database, with the demo data like real use (app-data.ts) and the addresses of the pages measured.
import { type AppData, seedAppData } from "./app-data.ts";
import { prepareWebBuild, type RunningApp, startApp } from "./app.ts";
import { createBenchDatabase } from "./database.ts";
import { openAppDatabase } from "./db-access.ts";
import { resolve } from "node:path";
import { log } from "./util.ts";

export interface SeededApp {
  app: RunningApp;
  data: AppData;
  /** the app pages measured: name, path, whose session */
  pages: { name: string; path: string; as: "client" | "mover" | "admin" | null }[];
  notes: string[];
  /** with `builds`: one app per build, all on the same database and demo data (the first is `app`) */
  apps: { label: string; app: RunningApp }[];
}

/**
 * Web builds named in an environment variable, "before=/path/to/build,after=/path/to/other" (apps/web/build
 * folders): each served by its own app on the same database and demo data, the measurements interleaved, so that a
 * noisy machine's drift falls on both alike (BENCH_INP_BUILDS, BENCH_LH_BUILDS). None: apps/web/build alone.
 */
export function buildsFromEnv(name: string): { label: string; dir: string }[] {
  return (process.env[name] ?? "")
    .split(",")
    .filter(Boolean)
    .map((b) => {
      const [label, dir] = b.includes("=") ? (b.split("=", 2) as [string, string]) : [b, b];
      return { label, dir: resolve(dir) };
    });
}

/**
 * `builds`: web builds to serve instead of apps/web/build, each by its own app process on the same database
 * (e.g. the build of an earlier commit beside this one's, to compare them in one run on a noisy machine).
 */
export async function startSeededApp(
  stamp: string,
  builds: { label: string; dir: string }[] = [],
): Promise<SeededApp> {
  const web = await prepareWebBuild(stamp, builds[0]?.dir);
  const db = await createBenchDatabase(stamp);
  if (db.kind !== "postgres") throw new Error("the app pages' bench needs PostgreSQL (its seed writes SQL)");
  const app = await startApp(db, web.dir);
  const apps = [{ label: builds[0]?.label ?? "this build", app }];
  for (const [i, b] of builds.slice(1).entries()) {
    const copy = await prepareWebBuild(`${stamp}-${i + 1}`, b.dir);
    apps.push({ label: b.label, app: await startApp(db, copy.dir) });
  }
  const database = await openAppDatabase(db);
  let data: AppData;
  try {
    data = await seedAppData(app.base, database.db);
  } finally {
    await database.close();
  }
  log(data.note);
  const request = `/client/removal-requests/${data.leadId}`;
  return {
    app,
    data,
    pages: [
      { name: "comparison", path: request, as: "client" },
      {
        name: "request + conversation",
        path: `${request}?chat=${data.chatCompanyId}#conversation`,
        as: "client",
      },
      { name: "mover's lead", path: `/account/dashboard/leads/${data.moverLeadId}`, as: "mover" },
      { name: "mover's lead list", path: "/account/dashboard/leads", as: "mover" },
      { name: "admin dashboard", path: "/admin", as: "admin" },
      { name: "wizard", path: "/free-quotes/wizard", as: null },
    ],
    notes: [web.note, db.note, data.note].filter((n): n is string => Boolean(n)),
    apps,
  };
}
