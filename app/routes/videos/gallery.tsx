import { Suspense } from "react";
import { Await, Link, useRouteLoaderData } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { VideoCard } from "#app/components/videos/video-card.tsx";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { listGalleryVideos } from "#server/videos/gallery.ts";
import type { Route } from "./+types/gallery";

// Awaited: the document arrives with the grid in place. A streamed grid replaced the spinner
// after the first paint and pushed the footer down (a layout shift of 0.04 on phones).
export async function loader() {
  return { videos: await listGalleryVideos() };
}

// On a client-side navigation the page appears at once with a spinner, and the grid follows when
// the list arrives (spec: "A spinner, then a grid"), instead of the old page lingering meanwhile.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { videos: serverLoader().then((data) => data.videos) };
}

function EmptyState({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="rounded-3xl border border-dashed border-ink/20 bg-mist px-6 py-16 text-center">
      <h2 className="text-2xl font-bold">No videos yet</h2>
      <p className="mt-2 text-ink/70">
        New programmes and reports from the channel will appear here.
      </p>
      {isAdmin ? (
        <Link
          to="/addVideo"
          className="mt-6 inline-block rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Add a video
        </Link>
      ) : null}
    </div>
  );
}

function LoadFailed() {
  return (
    <p role="alert" className="rounded-2xl bg-red-50 px-6 py-8 text-center text-red-800">
      The videos could not be loaded. Please try again in a moment.
    </p>
  );
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const isAdmin = root?.user?.isAdmin ?? false;
  return (
    <section className="site-container py-12 sm:py-16">
      <header className="max-w-2xl">
        <p className="eyebrow">Community TV</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">Videos</h1>
        <p className="mt-4 text-lg text-ink/70">
          Reports, interviews and programmes from the Bangladeshi community in Birmingham and
          beyond.
        </p>
      </header>
      <div className="mt-10">
        <Suspense fallback={<Spinner label="Loading videos…" />}>
          <Await resolve={loaderData.videos} errorElement={<LoadFailed />}>
            {(videos) =>
              videos.length === 0 ? (
                <EmptyState isAdmin={isAdmin} />
              ) : (
                <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
                  {videos.map((video, index) => (
                    <li key={video.key}>
                      {/* Only the first card is on the first screen everywhere (see NewsList). */}
                      <VideoCard video={video} priority={index === 0} />
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle("Videos"),
    path: "/videos",
    description:
      "Watch reports, interviews and programmes from our Bangladeshi community TV channel.",
  });
}
