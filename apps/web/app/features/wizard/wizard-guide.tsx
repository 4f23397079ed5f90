// Issue #32: the price guide as the wizard's answers change — worked out in the browser from the domain's model
// (a few arithmetic steps per render) and the distance between the two postcodes, asked of the server once per
// pair (GET /api/postcodes/distance); until it answers, the guide assumes a typical London move and says so.
// Loaded lazily, so the wizard's first step does not wait for it.
import { isInternationalMove, isStorageMove } from "@rm/domain/lead/options";
import { isUkPostcodeFormat, normalisePostcode } from "@rm/domain/postcode";
import { guideInputOf, priceGuide } from "@rm/domain/price-guide";
import { useEffect, useMemo, useState } from "react";
import { PriceGuideBox } from "../../components/price-guide.tsx";
import { api } from "../../lib/api.ts";
import { useWizardForm } from "./form.tsx";

const milesCache = new Map<string, Promise<number | null>>();

/** Straight-line miles between two full postcodes; null when unknown or the call failed (tried again later). */
function fetchMiles(from: string, to: string): Promise<number | null> {
  const key = `${from}|${to}`;
  let hit = milesCache.get(key);
  if (!hit) {
    hit = api(
      "GET",
      `/postcodes/distance?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    ).then((r) => (r.status && r.data ? r.data.miles : null));
    milesCache.set(key, hit);
    hit.then((v) => v === null && milesCache.delete(key));
  }
  return hit;
}

function useMiles(fromCode: string, toCode: string, needed: boolean): number | null {
  const from = normalisePostcode(fromCode);
  const to = normalisePostcode(toCode);
  const ready = needed && isUkPostcodeFormat(from) && isUkPostcodeFormat(to);
  const [known, setKnown] = useState<{ key: string; miles: number | null } | null>(null);
  const key = `${from}|${to}`;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    fetchMiles(from, to).then((miles) => live && setKnown({ key, miles }));
    return () => {
      live = false;
    };
  }, [ready, from, to, key]);
  return ready && known?.key === key ? known.miles : null;
}

export default function WizardGuide({ compact }: { compact: boolean }) {
  const v = useWizardForm().values;
  const needsMiles = !isStorageMove(v.typeOfMove) && !isInternationalMove(v.typeOfMove);
  const miles = useMiles(v.fromCity, v.toCity, needsMiles);
  const guide = useMemo(() => priceGuide(guideInputOf(v, miles)), [v, miles]);
  return <PriceGuideBox guide={guide} compact={compact} />;
}
