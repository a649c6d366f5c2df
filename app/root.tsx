import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { getOptionalUser } from "#server/auth/guards.ts";
import { getConfig } from "#server/config.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { NotFoundPage, StatusPage } from "./components/layout/status-page.tsx";
import { ToastProvider } from "./components/ui/toast.tsx";
import { latinFontPreload } from "./lib/fonts.ts";
import { useNonce } from "./lib/nonce.ts";

export const links: Route.LinksFunction = () => [latinFontPreload];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  // siteUrl: the public origin for canonical and Open Graph URLs (app/lib/seo-meta.ts).
  return {
    user: user ? { name: user.name, isAdmin: user.isAdmin } : null,
    siteUrl: getConfig().siteUrl,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence, React writes the stylesheet at the top of the head, ahead of the
            script preloads it hoists there: first paint waits for this file alone (ADR 0017). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader user={data?.user ?? null} />
          <main id="main" className="flex-1">
            {children}
          </main>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <StatusPage
        title="403 - Access denied"
        message="You do not have permission to view this page."
      />
    );
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <StatusPage
      title="Something went wrong"
      message="We could not show this page. Please try again in a moment."
    />
  );
}
