// The ceilings `npm run bench` compares lead intake with. POST /insert: one durable INSERT of a lead-sized row
// and nothing else (issue #20's target). POST /insert-matched: the rows a matched intake writes — a client
// account, its session, the sign-in and cancel links, the lead, 6 matches, 6 movers stamped and 7 mails for the
// outbox worker to deliver — in one prepared statement, with nothing read, checked, ranked or rendered: the
// floor of the intake's writes on this schema. Mounted only when BENCH_ENDPOINTS=true (config.ts; the bench
// sets it), so tests and production never see them. Bench-only code, so it lives outside the feature modules.
import { MAX_MATCHES } from "@rm/domain/matching";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app-context.ts";
import type { Config } from "../config.ts";
import { preparedOnce } from "../db/prepared.ts";
import { companies, leads, users } from "../db/schema.ts";
import { newToken, sha256 } from "../lib/crypto.ts";

const BENCH_EMAIL = "bench-ceiling@bench.example.com";

const body = z.object({
  client: z.looseObject({ typeOfMove: z.string(), fromCity: z.string(), startDate: z.string() }),
});

/** the mails' sizes in characters, as the intake's measured in the bench (lead-confirmation, lead-new) */
const CONFIRMATION_TEXT = "c".repeat(905);
const NOTICE_TEXT = "n".repeat(376);

const P = (name: string) => sql.placeholder(name);
/** a stored token's hash, as the intake stores them (lib/crypto.ts) */
const hashOf = () => sha256(newToken());
/** what both routes accept: any lead-shaped body, from anyone (the routes exist only in the bench) */
const ROUTE = { config: { access: "public" as const }, schema: { hide: true, body } };
/**
 * The prefix of a ceiling lead's Idempotency-Key, so that the bench's count of the intake's leads leaves the
 * ceilings' out (bench/lib/db-access.ts).
 */
export const CEILING_KEY_PREFIX = "ceiling:";
const ceilingKey = (header: unknown) =>
  typeof header === "string" ? `${CEILING_KEY_PREFIX}${header}` : null;
const text = (v: unknown) => (typeof v === "string" ? v : null);

/** The one statement of /insert-matched: every row a matched intake writes, nothing else. */
function floorStatement(db: AppContext["db"]) {
  return preparedOnce(db, "ceiling_matched", (statementName) => {
    const cte = (alias: string, query: ReturnType<typeof sql>) => db.$with(alias, {}).as(query);
    const newLead = db.$with("new_lead", { id: sql<string>`id`.as("id") }).as(
      sql`insert into leads (client_user_id, type_of_move, from_postcode, to_postcode, move_date, details,
          idempotency_key)
        select id, ${P("move_type")}::text, ${P("from_postcode")}::text, ${P("to_postcode")}::text,
          ${P("move_date")}::date, ${P("details")}::jsonb, ${P("idempotency_key")}::text
        from new_user returning id`,
    );
    return db
      .with(
        cte(
          "new_user",
          sql`insert into users (email, role, first_name, last_name, phone_number)
            values (${P("email")}::text, 'client', ${P("first_name")}::text, ${P("last_name")}::text,
              ${P("phone_number")}::text)
            on conflict (email) do nothing returning id`,
        ),
        cte(
          "new_session",
          sql`insert into sessions (id, user_id, guest, expires_at)
            select ${P("session_id")}::text, id, false, ${P("expires")}::timestamptz from new_user`,
        ),
        cte(
          "links",
          sql`insert into auth_tokens (id, user_id, purpose, expires_at)
            select t.id, new_user.id, t.purpose, ${P("expires")}::timestamptz
            from new_user, (values (${P("signin_hash")}::text, 'signin'), (${P("cancel_hash")}::text, 'cancel-lead'))
              as t (id, purpose)`,
        ),
        newLead,
        cte(
          "stored",
          sql`insert into lead_matches (lead_id, company_id, score, reasons, created_at)
            select new_lead.id, c, 1, '{}'::jsonb, ${P("at")}::timestamptz
            from new_lead, unnest(${P("company_ids")}::uuid[]) as c`,
        ),
        cte(
          "stamped",
          sql`update companies set last_matched_at = ${P("at")}::timestamptz
            where id = any(${P("company_ids")}::uuid[]) and exists (select 1 from new_user)`,
        ),
        cte(
          "mailed",
          sql`insert into outbox (kind, "to", subject, text)
            select m.kind, m.to, m.subject, m.text
            from unnest(${P("mail_kinds")}::text[], ${P("mail_tos")}::text[], ${P("mail_subjects")}::text[],
              ${P("mail_texts")}::text[]) as m (kind, "to", subject, text)
            where exists (select 1 from new_user)`,
        ),
      )
      .select({ id: sql<string>`id::text` })
      .from(newLead)
      .prepare(statementName);
  });
}

const benchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    let owner: Promise<string> | undefined;
    const ownerId = () => {
      owner ??= (async () => {
        await ctx.db
          .insert(users)
          .values({ email: BENCH_EMAIL, role: "client", firstName: "Bench" })
          .onConflictDoNothing();
        const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_EMAIL));
        return row.id;
      })();
      return owner;
    };

    app.post("/insert", ROUTE, async (req, reply) => {
      const c = req.body.client;
      const [row] = await ctx.db
        .insert(leads)
        .values({
          clientUserId: await ownerId(),
          typeOfMove: c.typeOfMove,
          fromPostcode: c.fromCity,
          toPostcode: text(c.toCity),
          moveDate: c.startDate,
          details: c,
          idempotencyKey: ceilingKey(req.headers["idempotency-key"]),
        })
        .returning({ id: leads.id });
      return reply.code(201).send({ status: true, message: "stored", data: { _id: row.id } });
    });

    // the approved movers, read once; each lead goes to the next MAX_MATCHES of them in turn
    let movers: Promise<string[]> | undefined;
    let turn = 0;
    const nextMovers = async () => {
      movers ??= ctx.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.status, "approved"))
        .orderBy(companies.id)
        .then((rows) => rows.map((r) => r.id));
      const all = await movers;
      const start = (turn++ * MAX_MATCHES) % Math.max(all.length, 1);
      return Array.from(
        { length: Math.min(MAX_MATCHES, all.length) },
        (_, k) => all[(start + k) % all.length]!,
      );
    };

    app.post("/insert-matched", ROUTE, async (req, reply) => {
      const c = req.body.client;
      const email = text(c.email) ?? `floor-${hashOf().slice(0, 16)}@bench.example.com`;
      const now = new Date();
      const ids = await nextMovers();
      const [row] = await floorStatement(ctx.db).execute({
        email,
        first_name: text(c.firstName) ?? "Bench",
        last_name: text(c.lastName) ?? "",
        phone_number: text(c.phoneNumber),
        session_id: hashOf(),
        expires: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        signin_hash: hashOf(),
        cancel_hash: hashOf(),
        move_type: c.typeOfMove,
        from_postcode: c.fromCity,
        to_postcode: text(c.toCity),
        move_date: c.startDate,
        details: JSON.stringify(c),
        idempotency_key: ceilingKey(req.headers["idempotency-key"]),
        at: now.toISOString(),
        company_ids: ids,
        mail_kinds: ["lead-confirmation", ...ids.map(() => "lead-new")],
        mail_tos: [email, ...ids.map((id) => `mover-${id}@bench.example.com`)],
        mail_subjects: ["Your removal request", ...ids.map(() => "A new removal lead near you")],
        mail_texts: [CONFIRMATION_TEXT, ...ids.map(() => NOTICE_TEXT)],
      });
      if (!row) return reply.code(409).send({ status: false, message: "that email has an account" });
      return reply.code(201).send({ status: true, message: "stored", data: { _id: row.id } });
    });
  };

/** The bench modules to mount: none unless BENCH_ENDPOINTS=true (config.ts). */
export function benchModules(config: Pick<Config, "BENCH_ENDPOINTS">): [string, typeof benchRoutes][] {
  return config.BENCH_ENDPOINTS ? [["/api/bench", benchRoutes]] : [];
}
