// What the admin lists, exports and the audit page read (issue #19), for the API routes and the pages alike.
// Every function refuses anyone but an admin; exports are audited before the first row is written.
import type { SessionUser } from "@rm/domain";
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminList,
  type AuditListQuery,
  SECURITY_AUDIT_ACTIONS,
} from "@rm/domain/admin";
import type { Readable } from "node:stream";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest } from "../../lib/http.ts";
import { csvStream } from "../../lib/csv.ts";
import { listAudit, writeAudit } from "../audit/index.ts";
import { subjectNames } from "./audit-names.ts";
import { requireAdmin } from "./details.ts";
import {
  EXPORT_BATCH_SIZE,
  isBoroughCode,
  type ListFilters,
  listBatches,
  listColumns,
  listPage,
} from "./lists/index.ts";
import { londonDayEnd, londonDayStart } from "./london-days.ts";

/** the lists whose pages are people's personal details */
const PERSONAL_LISTS = new Set<AdminList>(["customers", "requests"]);

function checkFilters(kind: AdminList, f: Record<string, unknown>) {
  if (kind === "requests" && typeof f.borough === "string" && f.borough !== "") {
    if (!isBoroughCode(f.borough))
      throw badRequest(ADMIN_MESSAGES.boroughInvalid, { borough: ADMIN_MESSAGES.boroughInvalid });
  }
}

/** empty strings from a form mean "any" */
const cleaned = <T extends Record<string, unknown>>(f: T): T =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== "" && v !== undefined)) as T;

export async function adminList<K extends AdminList>(
  db: DbOrTx,
  caller: SessionUser | null,
  kind: K,
  filters: ListFilters[K] & { page?: number },
) {
  const admin = requireAdmin(caller);
  const f = cleaned(filters);
  checkFilters(kind, f);
  // issue #29 item 17: a page of customers or of requests (names, emails, addresses) read is audited
  if (PERSONAL_LISTS.has(kind))
    await writeAudit(db, {
      actorUserId: admin._id,
      action: SECURITY_AUDIT_ACTIONS.listRead,
      subjectType: "list",
      subjectId: kind,
      data: { filters: f },
    });
  return { ...(await listPage(db, kind, f)), pageSize: ADMIN_PAGE_SIZE };
}

/** The list as CSV, read `batchSize` rows at a time into the stream; the export itself is audited first. */
export async function adminExport<K extends AdminList>(
  db: DbOrTx,
  caller: SessionUser | null,
  kind: K,
  filters: ListFilters[K],
  opts: { batchSize?: number; onBatch?: (limit: number) => void } = {},
): Promise<Readable> {
  const admin = requireAdmin(caller);
  const { page: _page, ...f } = cleaned(filters) as ListFilters[K] & { page?: number };
  checkFilters(kind, f);
  await writeAudit(db, {
    actorUserId: admin._id,
    action: "export",
    subjectType: "list",
    subjectId: kind,
    data: { filters: f },
  });
  const batches = listBatches(
    db,
    kind,
    f as ListFilters[K],
    opts.batchSize ?? EXPORT_BATCH_SIZE,
    opts.onBatch,
  );
  return csvStream(listColumns(kind), batches);
}

export async function adminAudit(db: DbOrTx, caller: SessionUser | null, q: AuditListQuery) {
  requireAdmin(caller);
  const page = q.page ?? 1;
  const rows = await listAudit(
    db,
    {
      q: q.q || undefined,
      actor: q.actor || undefined,
      action: q.action || undefined,
      from: q.from ? londonDayStart(q.from) : undefined,
      to: q.to ? londonDayEnd(q.to) : undefined,
    },
    ADMIN_PAGE_SIZE + 1,
    (page - 1) * ADMIN_PAGE_SIZE,
  );
  const shown = rows.slice(0, ADMIN_PAGE_SIZE);
  const names = await subjectNames(db, shown);
  return {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
    rows: shown.map((r) => ({
      ...r,
      // issue #28: who and what by name; the ids stay for the links
      actor: r.actorEmail ? (r.actorName ? `${r.actorName} (${r.actorEmail})` : r.actorEmail) : null,
      subjectName: names.get(`${r.subjectType}:${r.subjectId}`) ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
export type AdminAudit = Awaited<ReturnType<typeof adminAudit>>;
