// docs/product/wizard.md §4: the address is chosen from the addresses at the confirmed postcode, or typed
// ('Add Address Manually' / 'Select from Addresses'). Addresses are fetched only for a confirmed postcode,
// with a loading line while they come; when none are known (the local provider knows only a few demo
// postcodes) the typed field opens at once with a line saying why. An address belongs to the postcode it
// was chosen or typed for: another confirmed postcode clears it, also after Back or a reload (the owners
// live in the wizard and its draft).
import { ADDRESS_STEP_TEXT as T, POSTCODE_SERVICE_MESSAGES } from "@rm/domain/postcode-service";
import { useEffect, useId, useRef, useState } from "react";
import { TextField, useFieldError } from "./controls.tsx";
import { useWizardForm } from "./form.tsx";
import { fetchAddresses, knownAddresses } from "./postcode-api.ts";

const ADDRESS_TOGGLE = { manual: "Add Address Manually", list: "Select from Addresses" } as const;

export type AddressSide = "from" | "to";
/** the postcode each side's address was chosen or typed for (kept by the wizard across steps and reloads) */
export type AddressOwners = Partial<Record<AddressSide, string>>;

export function AddressPicker(props: {
  side: AddressSide;
  postcode: string | null;
  label: string;
  owners: AddressOwners;
}) {
  const { side, postcode, owners } = props;
  const name = side === "from" ? "fromAddress" : "toAddress";
  const form = useWizardForm();
  const current = form.values[name];
  const [manual, setManual] = useState(false);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [, setArrived] = useState(0);
  const error = useFieldError(name);
  const id = useId();
  const postcodeNow = useRef(postcode);
  postcodeNow.current = postcode;

  // an address picked or typed belongs to the postcode shown now
  const own = (value: string) => {
    if (value.trim() && postcodeNow.current) owners[side] = postcodeNow.current;
    else delete owners[side];
  };
  const { get, set } = form;

  useEffect(() => {
    if (!postcode) return;
    const owner = owners[side];
    if (owner && owner !== postcode) {
      // the address was for the old postcode
      delete owners[side];
      setManual(false);
      set(name, "");
    }
    let live = true;
    fetchAddresses(postcode).then((found) => {
      if (!live) return;
      if (found === null) return setFailedFor(postcode);
      setArrived((n) => n + 1);
      // an address typed earlier (e.g. before a reload) stays visible and editable
      const typed = get()[name];
      if (found.length && typed && !found.some((a) => a.full_address === typed)) setManual(true);
    });
    return () => {
      live = false;
    };
  }, [postcode, owners, side, name, set, get]);

  const list = postcode ? knownAddresses(postcode) : undefined;
  const state = !postcode ? "idle" : list ? "ready" : failedFor === postcode ? "failed" : "loading";
  // nothing to choose from: typing is the only way, and a line says why
  const note =
    state === "failed"
      ? POSTCODE_SERVICE_MESSAGES.addressLookupUnavailable
      : postcode && list?.length === 0
        ? T.noneKnown(postcode)
        : null;
  const typing = manual || note !== null;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const choices = list ?? [];
  return (
    <div className="address-picker">
      {typing ? (
        <TextField
          name={name}
          label={props.label}
          autoComplete="street-address"
          hint={note ?? undefined}
          onChange={(e) => own(e.target.value)}
        />
      ) : (
        <div className={`field${error ? " has-error" : ""}`}>
          <label htmlFor={id}>{props.label}</label>
          <AddressStatus id={`${id}-hint`} loading={state === "loading"} postcode={postcode} found={list} />
          <select
            id={id}
            value={choices.some((a) => a.full_address === current) ? current : ""}
            onChange={(e) => {
              set(name, e.target.value);
              own(e.target.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-busy={state === "loading" ? true : undefined}
            disabled={choices.length === 0}
          >
            <option value="">
              {state === "loading"
                ? T.waitPlaceholder
                : state === "ready"
                  ? T.choosePlaceholder
                  : T.idlePlaceholder}
            </option>
            {choices.map((a) => (
              <option key={String(a.udprn)} value={a.full_address}>
                {a.full_address}
              </option>
            ))}
          </select>
          {error ? (
            <p className="field-error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
      )}
      {note === null ? (
        <button type="button" className="link-button" onClick={() => setManual((m) => !m)}>
          {manual ? ADDRESS_TOGGLE.list : ADDRESS_TOGGLE.manual}
        </button>
      ) : null}
    </div>
  );
}

/** what the address list is doing: looking the postcode up, how many it found, or waiting for a postcode */
function AddressStatus(props: {
  id: string;
  loading: boolean;
  postcode: string | null;
  found: readonly unknown[] | undefined;
}) {
  const { postcode, found } = props;
  return (
    <p className="field-hint address-status" id={props.id} aria-live="polite">
      {props.loading && postcode ? (
        <>
          <span className="spinner spinner-small" aria-hidden="true" />
          {T.lookingUp(postcode)}
        </>
      ) : postcode && found ? (
        T.found(found.length, postcode)
      ) : (
        T.noPostcodeYet
      )}
    </p>
  );
}
