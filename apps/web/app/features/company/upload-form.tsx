// The certificate upload form: checks what it can in the browser (same rules as the API), then posts
// the file as multipart. The API decides the file type by its bytes.
import {
  COMPANY_MESSAGES,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  documentMetaSchema,
  MAX_UPLOAD_BYTES,
} from "@rm/domain/company";
import { issuesToFieldErrors } from "@rm/domain";
import { useId, useRef, useState } from "react";
import { upload } from "../../lib/api.ts";
import { useRevalidator } from "react-router";
import { FormError } from "../../components/field.tsx";
import { useToast } from "../../components/toasts.tsx";

const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

export function UploadForm({ today, suggestedKind }: { today: string; suggestedKind: DocumentKind }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { show } = useToast();
  const { revalidate } = useRevalidator();

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    const file = fd.get("file");
    const found: Record<string, string> = {};
    const meta = documentMetaSchema(today).safeParse({
      kind: fd.get("kind"),
      coverPounds: fd.get("coverPounds"),
      expiresOn: fd.get("expiresOn"),
    });
    if (!meta.success) Object.assign(found, issuesToFieldErrors(meta.error.issues));
    if (!(file instanceof File) || !file.name) found.file = COMPANY_MESSAGES.fileRequired;
    else if (file.size === 0) found.file = COMPANY_MESSAGES.fileEmpty;
    else if (file.size > MAX_UPLOAD_BYTES) found.file = COMPANY_MESSAGES.fileTooLarge;
    setErrors(found);
    setError(Object.values(found)[0] ?? null);
    if (Object.keys(found).length) return;
    setBusy(true);
    const res = await upload("/companies/me/documents", fd);
    setBusy(false);
    if (!res.status) {
      setErrors(res.errors ?? {});
      setError(res.message);
      return;
    }
    show("success", res.message);
    formRef.current?.reset();
    revalidate();
  };

  const err = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-err`}>
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string, hint = false) =>
    [hint ? `${id}-${name}-hint` : "", errors[name] ? `${id}-${name}-err` : ""].join(" ").trim() || undefined;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="form-section"
      aria-label="Upload a document"
    >
      <h2>Upload a document</h2>
      <FormError message={error} />
      <div className={`field${errors.kind ? " has-error" : ""}`}>
        <label htmlFor={`${id}-kind`}>Document</label>
        <select
          id={`${id}-kind`}
          name="kind"
          defaultValue={suggestedKind}
          aria-describedby={described("kind")}
        >
          {DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {DOCUMENT_KIND_LABELS[k]}
            </option>
          ))}
        </select>
        {err("kind")}
      </div>
      <div className="field-row">
        <div className={`field${errors.coverPounds ? " has-error" : ""}`}>
          <label htmlFor={`${id}-cover`}>Cover amount (£)</label>
          <p className="field-hint" id={`${id}-coverPounds-hint`}>
            Required for insurance, e.g. 50000.
          </p>
          <input
            id={`${id}-cover`}
            name="coverPounds"
            inputMode="numeric"
            aria-invalid={errors.coverPounds ? true : undefined}
            aria-describedby={described("coverPounds", true)}
          />
          {err("coverPounds")}
        </div>
        <div className={`field${errors.expiresOn ? " has-error" : ""}`}>
          <label htmlFor={`${id}-expiry`}>Expiry date</label>
          <p className="field-hint" id={`${id}-expiresOn-hint`}>
            As printed on the certificate.
          </p>
          <input
            id={`${id}-expiry`}
            name="expiresOn"
            type="date"
            min={today}
            aria-invalid={errors.expiresOn ? true : undefined}
            aria-describedby={described("expiresOn", true)}
          />
          {err("expiresOn")}
        </div>
      </div>
      <div className={`field${errors.file ? " has-error" : ""}`}>
        <label htmlFor={`${id}-file`}>File</label>
        <p className="field-hint" id={`${id}-file-hint`}>
          PDF, JPEG or PNG, up to 10 MB.
        </p>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={ACCEPT}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={described("file", true)}
        />
        {err("file")}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Uploading…" : "Upload document"}
      </button>
    </form>
  );
}
