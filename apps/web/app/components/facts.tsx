// Label and value pairs (a description list), as the dashboard, a lead and the quote comparison show them.
import { Fragment } from "react";

/**
 * A text value may break after each slash: "Disassembling/Reassembling" in a narrow column then wraps at the
 * slash instead of mid-word (the list lets long emails and ids break anywhere, so that they fit at 375 px).
 */
export function breakAfterSlashes(value: React.ReactNode): React.ReactNode {
  if (typeof value !== "string" || !value.includes("/")) return value;
  return value.split("/").map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

export function Facts({ items }: { items: { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="facts">
      {items.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{breakAfterSlashes(f.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
