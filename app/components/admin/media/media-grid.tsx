import { Link } from "react-router";
import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import { formatBytes } from "#app/lib/media-schema.ts";
import type { MediaItem } from "#server/media/media-library.ts";
import { DeleteMediaDialog } from "./delete-media-dialog.tsx";

// The library's images as cards: a thumbnail beside the file name, size, alt text and the
// articles using it (each linked to its edit page). One column on a phone, up to three on wide
// screens.

export function MediaGrid({ items }: { items: MediaItem[] }) {
  return (
    <ul className="mt-6 grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.key}>
          <MediaCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function MediaCard({ item }: { item: MediaItem }) {
  return (
    <article
      aria-label={item.fileName}
      className="flex h-full gap-4 rounded-2xl border border-ink/10 bg-white p-3 sm:p-4"
    >
      <a
        href={item.url}
        className="shrink-0 self-start rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <img
          src={item.thumbnail}
          alt=""
          width={item.width}
          height={item.height}
          loading="lazy"
          className="size-20 rounded-xl bg-mist object-cover sm:size-28"
        />
        <span className="sr-only">Open {item.fileName} full size</span>
      </a>
      <div className="min-w-0 flex-1 text-sm">
        <h2 className="break-words text-base font-semibold">{item.fileName}</h2>
        <p className="mt-0.5 text-ink/65">
          {formatBytes(item.byteSize)} · {item.width}×{item.height} ·{" "}
          <AdminDateTime iso={item.uploadedAt} />
        </p>
        <dl className="mt-2 grid gap-1">
          <div>
            <dt className="inline font-semibold">Alt text: </dt>
            <dd className="inline">
              {item.altTexts.length ? (
                item.altTexts.join(" · ")
              ) : (
                <span className="text-ink/60">None</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Used in: </dt>
            <dd className="inline">
              {item.usedBy.length === 0 ? (
                <span className="text-ink/60">
                  {item.inUse ? "Used outside the news" : "Not used"}
                </span>
              ) : (
                <ul className="inline">
                  {item.usedBy.map((use, index) => (
                    <li key={use.id} className="inline">
                      {index > 0 ? ", " : null}
                      <Link
                        to={`/editNews/${use.id}`}
                        className="font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        {use.title}
                      </Link>
                      {use.trashed ? <span className="text-ink/60"> (in the trash)</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        {item.inUse ? null : <DeleteMediaDialog imageKey={item.key} fileName={item.fileName} />}
      </div>
    </article>
  );
}
