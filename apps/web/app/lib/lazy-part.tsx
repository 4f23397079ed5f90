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
// The server also preloads the code of each part it renders (a <link rel="modulepreload"> in the head, with the
// page's CSP nonce), so the part's chunk arrives with the page's own script: vite-part-chunks.ts gives each call
// its module's key in the client build, and entry.server.tsx the files of each key (PartChunksContext).
import { type ComponentType, createContext, use, useContext } from "react";
import { preloadModule } from "react-dom";
import { useCspNonce } from "./csp-nonce.ts";

/** the client files to preload for a part's module key (entry.server.tsx; none in the browser) */
export const PartChunksContext = createContext<(key: string) => readonly string[]>(() => []);

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export interface LazyPart<P> {
  /** the part: renders once its code is in (suspends until then) */
  Part: ComponentType<P>;
  /** loads the code, once (a failed download is tried again on the next call) */
  load: () => Promise<void>;
}

/** a promise React's use() reads at once when it is marked fulfilled (it suspends on an unmarked one) */
type Marked = Promise<void> & { status?: "fulfilled"; value?: undefined };

/**
 * `lazyPart(() => import("./module.tsx"), "Export")`: the part is the module's export of that name. Write it in
 * exactly that shape: the build adds `key` (the module's path from the app's root, vite-part-chunks.ts).
 */
export function lazyPart<M, K extends keyof M & string>(
  importer: () => Promise<M>,
  name: K,
  key = "",
): LazyPart<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | null = null;
  let loading: Marked | null = null;
  const load = (): Marked => {
    if (loading) return loading;
    const p: Marked = importer().then(
      (module) => {
        loaded = module[name] as ComponentType<P>;
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
    // on the server: the part's code goes in the page's head, fetched beside the page's own (the browser's
    // build leaves this out, and with it react-dom's preload API)
    const files = useContext(PartChunksContext)(key);
    const nonce = useCspNonce();
    if (import.meta.env.SSR) for (const href of files) preloadModule(href, { as: "script", nonce });
    // always read (use() must be called on every render once it suspended); at once when the code is in
    use(load() as Promise<void>);
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...(props as P & object)} />;
  }
  return { Part, load };
}
