// A part of a page whose code loads on its own (issue #34): the pages only download what their state shows, so a
// comparison without a conversation open does not carry the chat's code. Unlike React.lazy alone, a part the
// server renders arrives as full HTML: the route's loader awaits `load()` first, so the server never renders the
// fallback (and a reader without JavaScript gets the same page). In the browser the part sits in its own Suspense
// boundary: while its code is on the way, React keeps the server's HTML there as it is (no flash, no shift) and
// hydrates the rest of the page; a form in it still sends as the plain form meanwhile. A route's clientLoader
// calls `load()` beside the data on a navigation, so a part that appears then appears with the page.
import { type ComponentType, Suspense, use } from "react";

export interface LazyPart<P> {
  /** the part: renders once its code is in (nothing in its place before, in the browser only) */
  Part: ComponentType<P>;
  /** loads the code, once (a failed download is tried again on the next call) */
  load: () => Promise<void>;
}

export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function Inner(props: P) {
    if (!loaded) use(load());
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return { Part, load };
}
