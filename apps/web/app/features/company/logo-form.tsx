// The company logo: JPEG or PNG up to 2 MB, checked by its bytes on the server.
import { COMPANY_MESSAGES, MAX_LOGO_BYTES } from "@rm/domain/company";
import { useId, useState } from "react";
import { upload } from "../../lib/api.ts";
import { FormError } from "../../components/field.tsx";
import { useToast } from "../../components/toasts.tsx";

export function LogoForm({ logoUrl, name }: { logoUrl: string | null; name: string }) {
  const id = useId();
  const [url, setUrl] = useState(logoUrl);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { show } = useToast();
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const fd = new FormData(formEl);
    const file = fd.get("file");
    if (!(file instanceof File) || !file.name) return setError(COMPANY_MESSAGES.fileRequired);
    if (file.size === 0) return setError(COMPANY_MESSAGES.fileEmpty);
    if (file.size > MAX_LOGO_BYTES) return setError(COMPANY_MESSAGES.logoTooLarge);
    setBusy(true);
    setError(null);
    const res = await upload("/companies/me/logo", fd);
    setBusy(false);
    if (!res.status) return setError(res.message);
    setUrl(res.data.logoUrl);
    show("success", res.message);
    formEl.reset();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="form-section profile-hero" aria-label="Company logo">
      {url ? (
        <img className="profile-logo" src={url} alt={`${name} logo`} width={88} height={88} />
      ) : (
        <span className="profile-logo profile-initials" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className="stack logo-form-fields">
        <FormError message={error} />
        <div className="field">
          <label htmlFor={`${id}-logo`}>Logo</label>
          <p className="field-hint" id={`${id}-hint`}>
            JPEG or PNG, up to 2 MB. Shown on your public profile.
          </p>
          <input
            id={`${id}-logo`}
            name="file"
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby={`${id}-hint`}
          />
        </div>
        <button type="submit" className="button button-secondary button-small" disabled={busy}>
          {busy ? "Uploading…" : "Upload logo"}
        </button>
      </div>
    </form>
  );
}
