// Issue #33: a phone verified for texts — the number, then the 6-digit code texted to it, then the opt-in box
// ("Send me texts about …") and a way to remove it. The mover's alerts page and the customer's request page use it.
import { TEXT_MESSAGES } from "@rm/domain/texts";
import { useId, useState } from "react";
import { api } from "../lib/api.ts";
import { useToast } from "./toasts.tsx";

export interface PhoneState {
  phone: string | null;
  verified: boolean;
  optIn: boolean;
  pending: string | null;
}

function CodeForm({ state, onState }: { state: PhoneState; onState: (s: PhoneState) => void }) {
  const { show } = useToast();
  const id = useId();
  const [phone, setPhone] = useState(state.pending ?? "");
  const [code, setCode] = useState("");
  const [asked, setAsked] = useState(Boolean(state.pending));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api("POST", "/phone/code", { phone });
    setBusy(false);
    if (!res.status) return setError(res.message);
    setError(null);
    setAsked(true);
    show("success", res.message);
  };
  const verify = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api("POST", "/phone/verify", { phone, code });
    setBusy(false);
    if (!res.status) return setError(res.message);
    setError(null);
    show("success", res.message);
    onState(res.data);
  };
  return (
    <form className="stack" onSubmit={asked ? verify : ask} noValidate>
      <div className="field">
        <label htmlFor={`${id}-phone`}>UK mobile number</label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="07700 900123"
          aria-invalid={Boolean(error) && !asked}
        />
      </div>
      {asked ? (
        <div className="field">
          <label htmlFor={`${id}-code`}>Code from the text</label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={Boolean(error)}
          />
        </div>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {asked ? "Verify" : "Text me a code"}
        </button>
        {asked ? (
          <button type="button" className="button button-secondary" disabled={busy} onClick={ask}>
            Send a new code
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Verified({
  state,
  optInLabel,
  onState,
}: {
  state: PhoneState;
  optInLabel: string;
  onState: (s: PhoneState) => void;
}) {
  const { show } = useToast();
  const [busy, setBusy] = useState(false);
  const toggle = async (optIn: boolean) => {
    setBusy(true);
    const res = await api("PUT", "/phone/opt-in", { optIn });
    setBusy(false);
    if (!res.status) return show("error", res.message);
    show("success", res.message);
    onState(res.data);
  };
  const remove = async () => {
    setBusy(true);
    const res = await api("DELETE", "/phone");
    setBusy(false);
    if (!res.status) return show("error", res.message);
    show("success", res.message);
    onState({ phone: null, verified: false, optIn: false, pending: null });
  };
  return (
    <div className="stack">
      <p>
        <span className="badge badge-accepted">{TEXT_MESSAGES.verified}</span> {state.phone}
      </p>
      <label>
        <input
          type="checkbox"
          checked={state.optIn}
          disabled={busy}
          onChange={(e) => toggle(e.target.checked)}
        />{" "}
        {optInLabel}
      </label>
      <div className="button-row">
        <button type="button" className="button button-secondary" disabled={busy} onClick={remove}>
          Remove this number
        </button>
      </div>
    </div>
  );
}

/** The phone for texts: verify it with a code, then choose whether texts go to it. */
export function PhoneTexts({ initial, optInLabel }: { initial: PhoneState; optInLabel: string }) {
  const [state, setState] = useState(initial);
  return state.verified ? (
    <Verified state={state} optInLabel={optInLabel} onState={setState} />
  ) : (
    <CodeForm state={state} onState={setState} />
  );
}
