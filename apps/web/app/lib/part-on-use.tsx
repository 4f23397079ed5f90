// A part of a page that the server renders in full but whose code loads only when it is about to be used (issue #34;
// docs/decisions/117-quote-form-on-first-use.md): the mover's quote form. The page hydrates without it, and the
// server's HTML of the part stays as it is (inputs a mover can already type in, boxes they can tick) until the
// first sign of use: a focus, a pointer press or a key inside it, a send, or the part nearing the viewport (and
// whatever else calls `load()`, such as the lead page's sticky "Send quote" button). Then its code is fetched and
// React hydrates it in place.
//
// How: the part sits in an <Activity>, which React 19 hydrates on its own, like a Suspense boundary, and which keeps
// its server HTML while its content waits; unlike <Suspense>, the server never streams it apart from the page behind
// a script (decision 113), so a reader without JavaScript sees it inline. While it waits, its props are the
// server's (a new prop or context value would make React hydrate it at once, or drop its HTML). A form sent before
// the code is in is held (React cannot run its handler yet, and a form without a method would go as a native GET)
// and sent again once the part has hydrated; the last of its own buttons pressed meanwhile is pressed again then.
// Listeners sit on the window's capture phase: React stops the
// propagation of events aimed at HTML it has not hydrated yet. What was typed before the code arrived is for the
// part's own code to keep (React keeps the DOM, a form library may reset it: see quote-form-typed.ts).
// A part mounted after the page hydrated (a navigation, "Edit quote") loads its code at once, in a <Suspense>.
import {
  Activity,
  type ComponentType,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

export interface PartOnUse<P> {
  /** the part: the server's HTML until it is used, then the part itself */
  Part: ComponentType<P>;
  /** loads the code, once (a failed download is tried again on the next call) */
  load: () => Promise<void>;
}

/** a promise React's use() reads at once when it is marked fulfilled */
type Marked = Promise<void> & { status?: "fulfilled"; value?: undefined };

/** how near the viewport the part starts loading: a screen's height away */
const NEAR = "100% 0px";

const noSubscription = () => () => {};
/** false while the server renders and while the page hydrates; true for a part mounted afterwards */
const usePageHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Starts the download on the first sign of use; holds a form sent before the part hydrated. */
function watchForUse(
  box: HTMLElement,
  start: (touched: boolean) => void,
  hold: (form: HTMLFormElement) => void,
  holdPress: (button: HTMLButtonElement) => void,
) {
  const inside = (e: Event) => e.target instanceof Node && box.contains(e.target);
  const onUse = (e: Event) => {
    if (inside(e)) start(true);
  };
  // a button of the part's own (not a send: that is the held submit) pressed before its handler can run
  const onClick = (e: Event) => {
    if (!inside(e) || !(e.target instanceof Element)) return;
    const button = e.target.closest("button");
    if (button && button.type === "button") holdPress(button);
    start(true);
  };
  const onSubmit = (e: Event) => {
    if (!inside(e) || !(e.target instanceof HTMLFormElement)) return;
    e.preventDefault();
    hold(e.target);
    start(true);
  };
  const events = ["focusin", "pointerdown", "keydown"] as const;
  for (const name of events) window.addEventListener(name, onUse, true);
  window.addEventListener("submit", onSubmit, true);
  window.addEventListener("click", onClick, true);
  const near =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && start(false), {
          rootMargin: NEAR,
        });
  near?.observe(box);
  return () => {
    for (const name of events) window.removeEventListener(name, onUse, true);
    window.removeEventListener("submit", onSubmit, true);
    window.removeEventListener("click", onClick, true);
    near?.disconnect();
  };
}

export function partOnUse<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  /** a focus, press, key or send inside the part before it hydrated (its own handlers could not hear them) */
  onTouch?: () => void,
): PartOnUse<P> {
  let loaded: ComponentType<P> | null = null;
  let arrive = () => {};
  const arrived: Marked = new Promise<void>((resolve) => (arrive = resolve));
  let loading: Promise<void> | null = null;
  const load = () => {
    loading ??= importer().then(
      (component) => {
        loaded = component;
        arrived.status = "fulfilled";
        arrived.value = undefined;
        arrive();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // a failed download is left unhandled: lib/load-failure.ts shows its banner; the next sign of use tries again
  const start = () => void load();

  /** the part's code: waits (without starting the download) until it is in; says when it has hydrated */
  function Code({ props, onLive }: { props: P; onLive: () => void }) {
    use(arrived as Promise<void>);
    useEffect(onLive, [onLive]);
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }

  function Part(props: P) {
    const pageHydrated = usePageHydrated();
    const [later] = useState(pageHydrated);
    if (later || typeof window === "undefined") start();
    const [live, setLive] = useState(false);
    const box = useRef<HTMLDivElement>(null);
    const held = useRef<HTMLFormElement | null>(null);
    const heldPress = useRef<HTMLButtonElement | null>(null);
    const onLive = useCallback(() => {
      setLive(true);
      const form = held.current;
      held.current = null;
      if (form?.isConnected) form.requestSubmit();
      // the last button pressed before the part hydrated is pressed again, once, now that its handler can run
      const button = heldPress.current;
      heldPress.current = null;
      if (!form && button?.isConnected && !button.disabled) button.click();
    }, []);
    // the server's props, until the part has hydrated
    const [asServed] = useState<ReactNode>(() => (
      <Activity mode="visible">
        <Code props={props} onLive={onLive} />
      </Activity>
    ));
    useEffect(() => {
      if (later || live || !box.current) return;
      const touched = (touch: boolean) => {
        start();
        if (touch) onTouch?.();
      };
      return watchForUse(
        box.current,
        touched,
        (form) => (held.current = form),
        (button) => (heldPress.current = button),
      );
    }, [later, live]);
    const code = <Code props={props} onLive={onLive} />;
    return (
      <div ref={box} className="part-on-use">
        {later ? (
          <Suspense fallback={null}>{code}</Suspense>
        ) : live ? (
          <Activity mode="visible">{code}</Activity>
        ) : (
          asServed
        )}
      </div>
    );
  }
  return { Part, load };
}
