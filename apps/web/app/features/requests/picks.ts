// Issue #28 "What you tick is what you book": the extras the customer ticks on each quote, kept once for the
// page — the table, the cards and the booking dialog read the same ticks, so the total the card shows is the
// one the dialog books. Each quote starts with the extras the customer asked for in the wizard ticked.
import { chooseExtras, type PriceWithExtras, priceWithExtras } from "@rm/domain/quote-offer";
import { useMemo, useState } from "react";

interface PickedQuote {
  id: string;
  pricePence: number;
  extras: readonly {
    kind: "packing" | "materials" | "dismantling" | "storage" | "cleaning";
    pricePence: number;
  }[];
  askedForExtras: readonly string[];
}

export interface Picks {
  /** the kinds ticked on a quote */
  of: (quoteId: string) => string[];
  toggle: (quoteId: string, kind: string) => void;
  /** the quote's one total with its ticked extras, and the extras listed in it */
  price: (q: PickedQuote) => PriceWithExtras;
}

/** `booked`: the quote booked and the extras booked with it, which its column keeps showing */
export function usePicks(
  quotes: readonly PickedQuote[],
  booked?: { quoteId: string; kinds: readonly string[] } | null,
): Picks {
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(
      quotes.map((q) => [q.id, [...(q.id === booked?.quoteId ? booked.kinds : q.askedForExtras)]]),
    ),
  );
  // one object while the ticks are the same, so the memoised table and cards do not render again (issue #34)
  return useMemo(() => {
    const of = (quoteId: string) =>
      chosen[quoteId] ?? quotes.find((q) => q.id === quoteId)?.askedForExtras.slice() ?? [];
    const toggle = (quoteId: string, kind: string) =>
      setChosen((all) => {
        const mine = all[quoteId] ?? of(quoteId);
        return { ...all, [quoteId]: mine.includes(kind) ? mine.filter((k) => k !== kind) : [...mine, kind] };
      });
    const price = (q: PickedQuote) => {
      const picked = chooseExtras(
        q.extras,
        of(q.id).filter((k) => q.extras.some((e) => e.kind === k)),
      );
      return priceWithExtras(q.pricePence, picked.ok ? picked.extras : []);
    };
    return { of, toggle, price };
  }, [chosen, quotes]);
}
