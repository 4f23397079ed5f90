// Issue #18: on the mover's lead page, before quoting — what the customer said their belongings are worth and,
// when that needs more than the company's verified Goods in Transit cover, the warning (@rm/domain/quote-pricing
// declaredValueWarning, from coverShortfall).
export interface DeclaredValueView {
  label: string | null;
  warning: string | null;
}

export function DeclaredValueNotice({ declaredValue }: { declaredValue: DeclaredValueView }) {
  if (!declaredValue.label) return null;
  return (
    <div className="stack declared-value">
      <p>
        <strong>Belongings worth:</strong> {declaredValue.label} (the customer's estimate)
      </p>
      {declaredValue.warning ? (
        <p className="form-error" role="note">
          {declaredValue.warning}
        </p>
      ) : null}
    </div>
  );
}
