import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  redirectDocument,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { getOptionalUser } from "#server/auth/guards.ts";
import { getConfig } from "#server/config.ts";
import { getSiteDetails } from "#server/settings/business-details.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import SiteFooter from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { StatusPage } from "./components/layout/status-page.tsx";
import { ToastProvider } from "./components/ui/toast.tsx";
import { statusMeta, statusPageFor } from "./content/status-page.ts";
import { statusPages } from "./content/status-pages.ts";
import { latinFontPreload } from "./lib/fonts.ts";
import { useNonce } from "./lib/nonce.ts";
import { sentWithoutOpenerPolicy } from "./lib/opener-policy.ts";

export const links: Route.LinksFunction = () => [latinFontPreload];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  // siteUrl: the public origin for canonical and Open Graph URLs (app/lib/seo-meta.ts).
  return {
    user: user
      ? {
          name: user.name,
          isAdmin: user.isAdmin,
          adminHome: user.isAdmin ? "/dashbord" : user.isEditor ? "/deleteNews" : null,
        }
      : null,
    siteUrl: getConfig().siteUrl,
    // The business's own details, set on /settings, for the footer, contact blocks and meta.
    business: await getSiteDetails(),
  };
}

// A document sent without Cross-Origin-Opener-Policy (an anonymous reader's public page, ADR 0146)
// never shows a signed-in page: once a session has appeared (a sign-in in another tab), the page
// asked for is loaded whole, and comes with the header, which cuts any other site's hold on it.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.user && sentWithoutOpenerPolicy()) {
    const url = new URL(request.url);
    throw redirectDocument(`${url.pathname}${url.search}`);
  }
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // Marks the page as running its script: what the e2e tests wait for before using it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A slow phone could paint a page part-parsed, its first screen growing and moving as
            the rest came in: the first frame waits until <main> has been parsed whole. */}
        <link rel="expect" href="#main" blocking="render" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The site's one stylesheet, render-blocking as the platform means it (ADR 0150); with a
            precedence, React writes it at the top of the head (ADR 0017). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      {/* <main> does not grow: a short page's spare height goes below the footer, in its colour
          (app.css), as a footer pushed to the foot of the screen moved up while it was parsed. */}
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader user={data?.user ?? null} />
          <main id="main">{children}</main>
          <SiteFooter />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Every route has its own meta; the root's titles the error pages (and keeps them out of indexes).
export function meta({ error }: Route.MetaArgs) {
  return error ? statusMeta(statusPageFor(error)) : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = statusPageFor(error);
  if (import.meta.env.DEV && copy === statusPages.failed) console.error(error);
  return <StatusPage {...copy} />;
}
