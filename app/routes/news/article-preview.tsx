import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from "react-router";
import { ArticleBody } from "#app/components/news/article-body.tsx";
import { NewsNav } from "#app/components/news/news-nav.tsx";
import { readFormValues } from "#app/lib/form-values.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { previewArticle } from "#server/news/article-preview.ts";
import type { Route } from "./+types/article-preview";

// The editor's Preview (ADR 0109): the Add/Edit News form posts its current fields here into an
// iframe at phone or desktop width, and the article is drawn as its public page draws it (in the
// site's layout, the news navigation and ArticleBody), saved or not. Admins only, never cached
// or indexed, and framed by the site's own pages alone.
//
// The article is rendered to HTML by the action, on the server, with the public page's own
// components. The browser's chunk of this route then shares no module with the public news
// pages: importing those components here for the browser regrouped Vite's chunks and made every
// public news page load 0.2 to 0.4 kB more.

const previewHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  // Read by app/entry.server.tsx: this page may be framed by the site's own pages.
  "X-Frame-Options": "SAMEORIGIN",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireEditor(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const editor = await requireEditor(request);
  const result = await previewArticle(await readFormValues(request), editor.name);
  if (!result.ok) return data({ html: "" }, { status: statusOf(result) });
  const { article } = result;
  // The news navigation's links and search form need a router to draw; this one only draws.
  const routes = [
    {
      path: "*",
      element: (
        <>
          <NewsNav current={article.category} />
          <div className="site-container py-12 lg:py-16">
            <ArticleBody article={article} />
          </div>
        </>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) throw context;
  const html = renderToStaticMarkup(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
  return { html };
}

export default function ArticlePreview({ actionData }: Route.ComponentProps) {
  return actionData?.html ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the action from the article page's components.
    <div dangerouslySetInnerHTML={{ __html: actionData.html }} />
  ) : (
    <p className="mx-auto max-w-3xl px-6 py-24 text-center text-ink/60">
      Open Preview from the news editor to see an article here.
    </p>
  );
}

export function meta() {
  return [{ title: pageTitle("Preview") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return previewHeaders;
}
