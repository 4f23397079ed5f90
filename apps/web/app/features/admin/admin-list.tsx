// The admin lists (issue #19): one search form (a GET form: the URL is the search, so a list can be linked,
// reloaded and exported as it is shown), a table whose first cell opens the row, pages, and the CSV export of
// exactly what the form asks for.
import { ADMIN_LIST_TITLES, type AdminList } from "@rm/domain/admin";
import { issuesToFieldErrors } from "@rm/domain";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { z } from "zod";

export interface ParsedQuery<T> {
  filters: T | null;
  /** what the form shows: the URL's own values */
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** The URL's query checked with the list's schema from the domain (the API checks the same). */
export function parseQuery<S extends z.ZodType>(schema: S, url: URL): ParsedQuery<z.output<S>> {
  const values = Object.fromEntries(url.searchParams);
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { filters: parsed.data, values, errors: {} }
    : { filters: null, values, errors: issuesToFieldErrors(parsed.error.issues) };
}

export const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-GB", {
        timeZone: "Europe/London",
        dateStyle: "medium",
        timeStyle: "short",
      })
    : "—";
export const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Choice {
  value: string;
  label: string;
}

/** One filter of the search form: free text, a date, or a choice ("Any" first). */
export type FilterField =
  | { name: string; label: string; kind: "search"; placeholder?: string }
  | { name: string; label: string; kind: "date" }
  | { name: string; label: string; kind: "select"; choices: readonly Choice[] };

export function SearchForm({
  fields,
  values,
  errors,
  label,
}: {
  fields: FilterField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  label: string;
}) {
  return (
    <Form method="get" className="admin-search" role="search" aria-label={label}>
      {fields.map((f) => {
        const id = `filter-${f.name}`;
        const error = errors[f.name];
        const described = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
        return (
          <div key={f.name} className="admin-search-field">
            <label htmlFor={id}>{f.label}</label>
            {f.kind === "select" ? (
              <select id={id} name={f.name} defaultValue={values[f.name] ?? ""} {...described}>
                <option value="">Any</option>
                {f.choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={f.name}
                type={f.kind === "date" ? "date" : "search"}
                defaultValue={values[f.name] ?? ""}
                placeholder={f.kind === "search" ? f.placeholder : undefined}
                maxLength={f.kind === "search" ? 100 : undefined}
                {...described}
              />
            )}
            {error ? (
              <p className="field-error" id={`${id}-error`} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="admin-search-actions">
        <button type="submit" className="button button-small">
          Search
        </button>
      </div>
    </Form>
  );
}

/** The query string of the current filters, without the page (for the export and the page links). */
export function filterQuery(values: Record<string, string>, page?: number) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (k !== "page" && v !== "") q.set(k, v);
  if (page && page > 1) q.set("page", String(page));
  return q.toString();
}

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

export function ListTable<R extends { id: string }>({
  rows,
  columns,
  caption,
}: {
  rows: readonly R[];
  columns: Column<R>[];
  caption: string;
}) {
  if (rows.length === 0) return <p className="muted">Nothing matches this search.</p>;
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {columns.map((c) => (
                <td key={c.header}>{c.cell(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The export link and the pages of one list. */
export function ListFooter({
  kind,
  values,
  page,
  hasMore,
  shown,
}: {
  kind: AdminList;
  values: Record<string, string>;
  page: number;
  hasMore: boolean;
  shown: number;
}) {
  const qs = filterQuery(values);
  return (
    <div className="admin-list-footer">
      <p className="muted flush">
        Page {page}
        {shown ? `, ${shown} ${shown === 1 ? "row" : "rows"}` : ""}. Newest first.
      </p>
      <nav aria-label={`${ADMIN_LIST_TITLES[kind]} pages`} className="form-actions">
        {page > 1 ? <Link to={`?${filterQuery(values, page - 1)}`}>← Newer</Link> : null}
        {hasMore ? <Link to={`?${filterQuery(values, page + 1)}`}>Older →</Link> : null}
      </nav>
      <a
        className="button button-small button-secondary"
        href={`/api/admin/${kind}/export${qs ? `?${qs}` : ""}`}
        download
      >
        Export all {ADMIN_LIST_TITLES[kind].toLowerCase()} matching this search (CSV)
      </a>
    </div>
  );
}
