// A part of a page whose code loads on its own (issue #34): the pages only download what their state shows, so a
// comparison without a conversation open does not carry the chat's code. Unlike React.lazy alone, a part the
// server renders arrives as full HTML: the route's loader awaits `load()` first, so the server never suspends on
// it (and a reader without JavaScript gets the same page). The part has no Suspense boundary of its own, on
// purpose: the server would stream a large boundary's content apart from the page, behind a script (React
// outlines big boundaries), and in the browser a button inside a boundary still waiting for its code would do
// nothing when pressed. Without one, the browser keeps the server's HTML as it is and hydrates the whole page
// once the part's code is in (the early-submit guard in root.tsx holds a form sent meanwhile). A route's
// clientLoader calls `load()` beside the data on a navigation, so a part that appears then appears with the page;
// a part only ever shown after a press (a dialog) is wrapped in a <Suspense> where it is used.
import { type ComponentType, use } from "react";

export interface LazyPart<P> {
  /** the part: renders once its code is in (suspends until then) */
  Part: ComponentType<P>;
  /** loads the code, once (a failed download is tried again on the next call) */
  load: () => Promise<void>;
}

/** a promise React's use() reads at once when it is marked fulfilled (it suspends on an unmarked one) */
type Marked = Promise<void> & { status?: "fulfilled"; value?: undefined };

export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Marked | null = null;
  const load = (): Marked => {
    if (loading) return loading;
    const p: Marked = importer().then(
      (component) => {
        loaded = component;
        p.status = "fulfilled";
        p.value = undefined;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    loading = p;
    return p;
  };
  function Part(props: P) {
    // always read (use() must be called on every render once it suspended); at once when the code is in
    use(load() as Promise<void>);
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return { Part, load };
}
