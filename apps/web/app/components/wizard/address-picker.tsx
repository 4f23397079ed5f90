// spec §4: the address is chosen from the addresses at the confirmed postcode, or typed
// ('Add Address Manually' / 'Select from Addresses'). Addresses are fetched only for a confirmed postcode;
// when the postcode stops being valid the list is cleared.
import type { WizardValues } from "@rm/domain";
import { POSTCODE_SERVICE_MESSAGES } from "@rm/domain/postcode-service";
import { useEffect, useId, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { TextField, useFieldError } from "./controls.tsx";
import { type AddressSuggestion, fetchAddresses } from "./postcode-api.ts";

export const ADDRESS_TOGGLE = { manual: "Add Address Manually", list: "Select from Addresses" } as const;

export function AddressPicker(props: { side: "from" | "to"; postcode: string | null; label: string }) {
  const name = props.side === "from" ? "fromAddress" : "toAddress";
  const { getValues, setValue, watch } = useFormContext<WizardValues>();
  const current = watch(name);
  const [manual, setManual] = useState(false);
  const [list, setList] = useState<AddressSuggestion[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const error = useFieldError(name);
  const id = useId();
  // the postcode an address was picked from the list for: a different postcode makes that pick stale
  const pickedFor = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    setNote(null);
    if (pickedFor.current !== null && pickedFor.current !== props.postcode) {
      pickedFor.current = null;
      setValue(name, "");
    }
    if (!props.postcode) {
      setList([]);
      return;
    }
    fetchAddresses(props.postcode).then((found) => {
      if (!live) return;
      setList(found ?? []);
      // an address typed earlier (e.g. before a reload) stays visible and editable
      const typed = getValues(name);
      if (found?.length && typed && !found.some((a) => a.full_address === typed)) setManual(true);
      if (found === null) setNote(POSTCODE_SERVICE_MESSAGES.addressLookupUnavailable);
      else if (found.length === 0) setNote(POSTCODE_SERVICE_MESSAGES.noAddresses);
    });
    return () => {
      live = false;
    };
  }, [props.postcode, name, setValue, getValues]);

  // nothing to choose from: typing is the only way
  const typing = manual || note !== null;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="address-picker">
      {typing ? (
        <TextField name={name} label={props.label} autoComplete="street-address" hint={note ?? undefined} />
      ) : (
        <div className={`field${error ? " has-error" : ""}`}>
          <label htmlFor={id}>{props.label}</label>
          <p className="field-hint" id={`${id}-hint`}>
            {props.postcode
              ? `${list.length} ${list.length === 1 ? "address" : "addresses"} at ${props.postcode}`
              : "Enter a valid postcode to see its addresses"}
          </p>
          <select
            id={id}
            value={list.some((a) => a.full_address === current) ? current : ""}
            onChange={(e) => {
              pickedFor.current = props.postcode;
              setValue(name, e.target.value, { shouldValidate: Boolean(error) });
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={list.length === 0}
          >
            <option value="">{list.length ? "Select your address" : "No addresses to show"}</option>
            {list.map((a) => (
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
