// A status as a coloured pill: the status picks the colour (styles/app.css, .badge-<status>), the label gives
// the words (the domain's label lists); without a label the status itself, capitalised.
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`badge badge-${status}`}>{label ?? status[0]!.toUpperCase() + status.slice(1)}</span>
  );
}
