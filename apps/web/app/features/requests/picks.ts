// Issue #28 "What you tick is what you book": the extras the customer ticks on each quote, kept once for the
// page — the table, the cards and the booking dialog read the same ticks, so the total the card shows is the
// one the dialog books. Each quote starts with the extras the customer asked for in the wizard ticked.
// Issue #34: the ticks are a small store outside React's state, one object for the page's life. A tick renders
// only what shows that quote's ticks and total (usePicked: its boxes and its price, in the table and its card),
// not the page, the table and the six cards again.
import { chooseExtras, type PriceWithExtras, priceWithExtras } from "@rm/domain/quote-offer";
import { useRef, useState, useSyncExternalStore } from "react";

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
  /** the kinds ticked on a quote (the same array until they change) */
  of: (quoteId: string) => readonly string[];
  toggle: (quoteId: string, kind: string) => void;
  /** the quote's one total with its ticked extras, and the extras listed in it */
  price: (q: PickedQuote) => PriceWithExtras;
  /** called after each tick (useSyncExternalStore's subscribe) */
  subscribe: (listener: () => void) => () => void;
}

/** `quotes`: the page's quotes now (a quote first seen starts with the extras its customer asked for) */
function createPicks(
  quotes: () => readonly PickedQuote[],
  booked?: { quoteId: string; kinds: readonly string[] } | null,
): Picks {
  const chosen = new Map<string, readonly string[]>(
    quotes().map((q) => [q.id, [...(q.id === booked?.quoteId ? booked.kinds : q.askedForExtras)]]),
  );
  const listeners = new Set<() => void>();
  const of = (quoteId: string) => {
    let mine = chosen.get(quoteId);
    if (!mine) {
      mine = [...(quotes().find((q) => q.id === quoteId)?.askedForExtras ?? [])];
      chosen.set(quoteId, mine);
    }
    return mine;
  };
  return {
    of,
    toggle: (quoteId, kind) => {
      const mine = of(quoteId);
      chosen.set(quoteId, mine.includes(kind) ? mine.filter((k) => k !== kind) : [...mine, kind]);
      for (const l of listeners) l();
    },
    price: (q) => {
      const ticked = of(q.id);
      const picked = chooseExtras(
        q.extras,
        ticked.filter((k) => q.extras.some((e) => e.kind === k)),
      );
      return priceWithExtras(q.pricePence, picked.ok ? picked.extras : []);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `booked`: the quote booked and the extras booked with it, which its column keeps showing */
export function usePicks(
  quotes: readonly PickedQuote[],
  booked?: { quoteId: string; kinds: readonly string[] } | null,
): Picks {
  const latest = useRef(quotes);
  latest.current = quotes;
  // one object for the page's life, so the memoised table and cards never render again for a tick
  const [picks] = useState(() => createPicks(() => latest.current, booked));
  return picks;
}

/** The kinds ticked on one quote, and the component that shows them renders again when they change. */
export function usePicked(picks: Picks, quoteId: string): readonly string[] {
  const of = () => picks.of(quoteId);
  return useSyncExternalStore(picks.subscribe, of, of);
}
