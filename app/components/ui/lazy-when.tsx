import {
  type ComponentType,
  type Context,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  use,
  useEffect,
  useRef,
  useState,
} from "react";
import {
  UNSAFE_DataRouterDataContext as DataContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_DataRouterNavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_DataRouterStateContext as StateContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from "react-router";
import { announceHydrated } from "#app/lib/hydration.ts";

// Parts of a page that need no script to be read or followed (a footer, a section further down, a
// menu's hidden panel) are rendered by the server at once but hydrated only when they are wanted
// (ADR 0092): their code is a chunk of its own, fetched when the visitor comes near them, and
// until then React keeps the server's HTML as it is (a dehydrated Suspense boundary).
//
// A dehydrated part is not rendered again until its code is in (ADR 0094). Given new props, React
// hydrates it on the spot if it can; if its code is still coming, a transition waits, but any
// other update throws the server's HTML away and shows the fallback (nothing) until the code
// comes: the home page's form vanished when its section was told to hydrate, the 'Login with
// Google' button when the login form marked itself hydrated, under the click meant for it. So a
// part's boundary is memoised on its props, keeps the props the server rendered it with until
// its code has come, and is then told to hydrate in a transition.
//
// A change of a context above a dehydrated part still reaches it: React cannot tell whether the
// part reads that context, so the update waits (a transition) until the part has hydrated. React
// Router's contexts are such contexts, changed by every navigation, fetcher and revalidation, all
// of them transitions: each would wait until the visitor scrolled to the footer. So any change of
// props or of any context React Router provides fetches the part at once, and the update waits for
// that small chunk only. All of them, not only the router's state: discovering the routes a page
// links to (the /__manifest fetch after hydration) re-renders the route tree with new route
// contexts and the same state, and that transition waited for ever on the header's parts that
// hydrate on intent. Every later update queued behind it, so the page's own sections never
// hydrated and a video's play button stayed dead (ADR 0095).
// A click or key meant for one of its buttons before then is held by the document's early-event
// keeper and given to it once it has hydrated (server/first-paint/document-head.ts,
// app/lib/hydration.ts). A deferred part reads no app context that changes (the toasts' is stable).

type When = "visible" | "intent";
type Box = RefObject<HTMLDivElement | null>;

// Set once the first page has hydrated: a deferred part that mounts after that (a page reached by
// a client-side navigation) has no server HTML to show meanwhile, so its code is fetched at once.
let pageHydrated = false;

// The contexts React Router provides above the parts whose values can change (see above). The
// others are memoised on values these already carry (the location) or never change (the router,
// the navigator). `use`, unlike useContext, may be called in a loop; the list never changes, so
// each render reads the same contexts in the same order.
const routerContexts = [
  FrameworkContext,
  ViewTransitionContext,
  RouteContext,
  StateContext,
  NavigationContext,
  DataContext,
  FetchersContext,
];

const differ = (a: unknown[], b: unknown[]) => a.some((value, index) => value !== b[index]);

/** Tells the early-event keeper that a part has hydrated, and marks its box (for tests). */
function useAnnounceHydrated(box?: Box) {
  useEffect(() => {
    box?.current?.setAttribute("data-hydrated", "");
    announceHydrated();
  }, [box]);
}

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
  const ready = started.then(load).then(({ default: Part }) => ({
    default: function Hydrated({ part, box }: { part: Props; box: Box }) {
      useAnnounceHydrated(box);
      return <Part {...part} />;
    },
  }));
  const Lazy = lazy(() => ready);
  const start = () => release();

  // Rendered again only when the part's code has come or, after that, its props change.
  const Boundary = memo(function Boundary({
    box,
    loaded: _,
    ...part
  }: Props & { box: Box; loaded: boolean }) {
    return (
      <Suspense fallback={null}>
        <Lazy part={part as unknown as Props} box={box} />
      </Suspense>
    );
  });

  function Deferred({ className, ...props }: Props & { className?: string }) {
    const mountedAfterHydration = useRef(pageHydrated);
    if (mountedAfterHydration.current) start();
    const box = useRef<HTMLDivElement>(null);
    const [loaded, setLoaded] = useState(false);
    const serverProps = useRef(props);
    const part = (loaded ? props : serverProps.current) as Props;
    // Any change fetches the part: new props, or a new router state (a navigation starting, a
    // fetcher submitting, 'Load more'). Started as the navigation starts, its code comes while the
    // next page's data does.
    const inputs = [
      ...routerContexts.map((context) => use<unknown>(context as Context<unknown>)),
      ...Object.values(props),
    ];
    const seen = useRef(inputs);
    if (differ(seen.current, inputs)) start();
    seen.current = inputs;

    useEffect(() => {
      pageHydrated = true;
      let live = true;
      // Once the code has come, the new `loaded` tells React to hydrate the part now. React would
      // retry by itself when the code it waited for arrives, and does for a part of the layout,
      // but left the parts of a route's page (related news, the home page's lower sections) as
      // they were. A transition, so that a part inside whose own code is still coming (the home
      // page's enquiry form) keeps its HTML until that code comes too.
      void ready.then(() => live && startTransition(() => setLoaded(true)));
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
        <Boundary {...part} box={box} loaded={loaded} />
      </div>
    );
  }
  return { Component: Deferred, start };
}

/**
 * React.lazy with its own Suspense boundary, memoised on its props (see above), and the module
 * loaded up front on the server, so no server render waits for it. `fallback` shows where there
 * is no server HTML (a page reached by a client-side navigation) until the code has come.
 */
export function lazyReady<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: (props: Props) => ReactNode = () => null,
) {
  if (typeof document === "undefined") void load();
  const Lazy = lazy(() =>
    load().then(({ default: Part }) => ({
      default: function Hydrated(props: Props) {
        useAnnounceHydrated();
        return <Part {...props} />;
      },
    })),
  );
  return memo(function Ready(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
