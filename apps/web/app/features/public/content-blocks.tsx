// The pieces a domain ContentSection is made of: paragraphs, lists, cards, tables, links and a note.
import type { ContentCard, ContentLink, ContentSection, ContentTable } from "@rm/content/types";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith("/") && !href.startsWith("//"))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function Cards({ cards, level = 3 }: { cards: readonly ContentCard[]; level?: 3 | 4 }) {
  const H = level === 3 ? "h3" : "h4";
  return (
    <ul className="pub-cards">
      {cards.map((c) => (
        <li key={c.title} className="pub-card">
          <H>{c.title}</H>
          <p>{c.text}</p>
          {c.meta ? <p className="pub-card-meta">{c.meta}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Table({ table, id }: { table: ContentTable; id: string }) {
  const captionId = `${id}-caption`;
  return (
    <figure className="pub-table">
      {/* a keyboard-focusable scroll region, so narrow screens can scroll wide tables */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard */}
      <section className="table-wrap" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join("|")}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {table.notes?.length ? (
        <figcaption className="pub-table-notes">
          {table.notes.map((n) => (
            <span key={n}>{n} </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}

export function LinkList({ links, label }: { links: readonly ContentLink[]; label?: string }) {
  return (
    <ul className="pub-links" aria-label={label}>
      {links.map((l) => (
        <li key={l.href + l.label}>
          <SmartLink href={l.href}>{l.label}</SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** Sections whose cards are the steps of the process: shown as a numbered list. */
const STEP_SECTIONS = new Set(["how-it-works", "four-steps"]);

export function Steps({ steps }: { steps: readonly ContentCard[] }) {
  return (
    <ol className="pub-numbered">
      {steps.map((s) => (
        <li key={s.title}>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The body of a section, without its heading. */
function SectionBody({ section }: { section: ContentSection }) {
  const List = section.ordered ? "ol" : "ul";
  const steps = STEP_SECTIONS.has(section.id);
  return (
    <>
      {section.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.list?.length ? (
        <List className={section.ordered ? "pub-steps" : "pub-ticks"}>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      ) : null}
      {section.cards?.length ? (
        steps ? (
          <Steps steps={section.cards} />
        ) : (
          <Cards cards={section.cards} />
        )
      ) : null}
      {section.tables?.map((t, i) => (
        <Table key={t.caption} table={t} id={`${section.id}-table-${i}`} />
      ))}
      {section.links?.length ? <LinkList links={section.links} /> : null}
      {section.note ? <p className="pub-note">{section.note}</p> : null}
    </>
  );
}

export function Section({ section, children }: { section: ContentSection; children?: ReactNode }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="pub-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {children ?? <SectionBody section={section} />}
    </section>
  );
}
