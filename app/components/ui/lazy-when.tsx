import {
  type ComponentType,
  lazy,
  type ReactElement,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import {
  UNSAFE_DataRouterDataContext as DataContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_DataRouterNavigationContext as NavigationContext,
  UNSAFE_DataRouterStateContext as StateContext,
} from "react-router";
import { announceHydrated } from "#app/lib/hydration.ts";

// Parts of a page that need no script to be read or followed (a footer, a section further down, a
// menu's hidden panel) are rendered by the server at once but hydrated only when they are wanted
// (ADR 0092): their code is a chunk of its own, fetched when the visitor comes near them, and
// until then React keeps the server's HTML as it is (a dehydrated Suspense boundary). A
// dehydrated part cannot take new props without its code, nor any change to a context above it:
// React cannot tell whether the part reads that context, so the update waits (a transition) until
// the part has hydrated. The router's state is such a context (four of them in React Router 8:
// location and matches, navigation, data, fetchers), changed by every navigation, fetcher and
// revalidation, all of them transitions: each would wait until the visitor scrolled to the
// footer. So any change of props or of the router's state fetches the part at once, and the
// update waits for that small chunk only. A click or key meant for one of its buttons before then
// is held by the document's early-event keeper and given to it once it has hydrated
// (server/first-paint/document-head.ts, app/lib/hydration.ts). A deferred part reads no app
// context that changes (the toasts' is stable).

type When = "visible" | "intent";

// Set once the first page has hydrated: a deferred part that mounts after that (a page reached by
// a client-side navigation) has no server HTML to show meanwhile, so its code is fetched at once.
let pageHydrated = false;

/**
 * A component rendered in full by the server and hydrated in the browser once `when` happens:
 * "visible" (it comes within half a screen of the viewport) or "intent" (the pointer or focus enters
 * it); `start` fetches it at once. It is wrapped in a <div> (observed for "visible"), which
 * carries `data-hydrated` once the part has hydrated.
 */
export function lazyWhen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  when: When,
) {
  const onServer = typeof document === "undefined";
  let release = () => {};
  const started = onServer
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve;
      });
  // On the server the module is loaded now, so the first page that needs it finds it ready.
  if (onServer) void load();
  type Box = RefObject<HTMLDivElement | null>;
  const ready = started.then(load).then(({ default: Part }) => ({
    // The box is marked once its part has hydrated: for tests, and for a look in the inspector.
    default: function Hydrated({ part, box }: { part: Props; box: Box }) {
      useEffect(() => {
        box.current?.setAttribute("data-hydrated", "");
        announceHydrated();
      }, [box]);
      return <Part {...part} />;
    },
  }));
  const Lazy = lazy(() => ready);
  const start = () => release();

  function Deferred({ className, ...props }: Props & { className?: string }) {
    const mountedAfterHydration = useRef(pageHydrated);
    if (mountedAfterHydration.current) start();
    // Any change fetches the part: new props, or a new router state (a navigation starting, a
    // fetcher submitting, 'Load more'). Started as the navigation starts, its code comes while the
    // next page's data does.
    const box = useRef<HTMLDivElement>(null);
    const routerState = [
      useContext(StateContext),
      useContext(NavigationContext),
      useContext(DataContext),
      useContext(FetchersContext),
    ];
    const seen = useRef<{
      inputs: unknown[];
      values: unknown[];
      loaded: boolean;
      part: ReactElement;
    } | null>(null);
    const values = Object.values(props);
    const inputs = [...routerState, ...values];
    const differ = (a: unknown[], b: unknown[]) => a.some((value, index) => value !== b[index]);
    if (seen.current && differ(seen.current.inputs, inputs)) start();
    // The same element while the props are the same: React then leaves a dehydrated part alone
    // when the component around it renders again, instead of holding that render back until the
    // part's code has come.
    // Once the code has come, a new element tells React to hydrate the part now. React would
    // retry by itself when the code it waited for arrives, and does for a part of the layout, but
    // left the parts of a route's page (related news, the home page's lower sections) as they were.
    const [loaded, setLoaded] = useState(false);
    if (!seen.current || differ(seen.current.values, values) || seen.current.loaded !== loaded) {
      const part = (
        <Suspense fallback={null}>
          <Lazy part={props as Props} box={box} />
        </Suspense>
      );
      seen.current = { inputs, values, loaded, part };
    } else seen.current.inputs = inputs;

    useEffect(() => {
      pageHydrated = true;
      let live = true;
      void ready.then(() => live && setLoaded(true));
      return () => {
        live = false;
      };
    }, []);
    // Native listeners: React holds back its own events for a part that has not hydrated.
    useEffect(() => {
      const element = box.current;
      if (!element) return;
      if (when === "intent") {
        // The pointer or focus may have come before this listened (a press held meanwhile).
        if (element.matches(":hover, :focus-within")) start();
        const onFocus = (event: FocusEvent) => {
          if (element.contains(event.target as Node)) start();
        };
        element.addEventListener("pointerenter", start);
        window.addEventListener("focusin", onFocus, true);
        return () => {
          element.removeEventListener("pointerenter", start);
          window.removeEventListener("focusin", onFocus, true);
        };
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            start();
            observer.disconnect();
          }
        },
        { rootMargin: "50% 0px" },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);

    return (
      <div ref={box} className={className}>
        {seen.current!.part}
      </div>
    );
  }
  return { Component: Deferred, start };
}

/** React.lazy, with the module loaded up front on the server, so no server render waits for it. */
export function lazyReady<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  if (typeof document === "undefined") void load();
  return lazy(load);
}
