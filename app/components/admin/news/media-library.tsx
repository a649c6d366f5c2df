import { useEffect, useId, useRef, useState } from "react";
import { useModal } from "#app/components/ui/dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { formatAdminDateTime } from "#app/lib/admin-dates.ts";
import { formatBytes } from "#app/lib/media-schema.ts";

// "Choose from library" (ADR 0131): the news images uploaded before, newest first, a page at a
// time from GET /api/images, so an image is used again rather than uploaded twice; named by file
// and description, and searched as the media library screen is (ADR 0163). A native modal
// <dialog>: focus moves in and back, Escape closes, the form behind is inert. The search is no
// <form>: the dialog sits inside the article's form, and forms do not nest.

type LibraryImage = {
  url: string;
  thumbnail: string;
  width: number;
  height: number;
  fileName: string;
  byteSize: number | null;
  uploadedAt: string;
  /** What the articles using it say it shows ("" when none does). */
  description: string;
};
type Loaded = { images: LibraryImage[]; page: number; hasMore: boolean };

async function fetchPage(page: number, query: string): Promise<Loaded> {
  const search = new URLSearchParams({ ...(query ? { q: query } : {}), page: String(page) });
  const response = await fetch(`/api/images?${search}`, {
    headers: { accept: "application/json" },
  });
  const body = (await response.json().catch(() => ({}))) as { data?: Loaded };
  if (!response.ok || !body.data) throw new Error("library");
  return body.data;
}

const closeClass =
  "min-h-11 rounded-full border border-ink/15 px-5 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export function MediaLibrary({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  /** The chosen image's address, as the upload would have answered it, and its description. */
  onPick: (url: string, description: string) => void;
}) {
  const ref = useModal(open);
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>();
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const searchBox = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  // Only the latest request's answer is shown: an earlier search may answer after a later one.
  const latest = useRef(0);

  const load = async (page: number, search = query) => {
    const request = ++latest.current;
    setState("loading");
    try {
      const next = await fetchPage(page, search);
      if (request !== latest.current) return;
      setLoaded((before) =>
        page === 1 || !before ? next : { ...next, images: [...before.images, ...next.images] },
      );
      setState("ready");
    } catch {
      if (request === latest.current) setState("failed");
    }
  };
  const search = () => {
    const next = searchBox.current?.value.trim() ?? "";
    setQuery(next);
    void load(1, next);
  };

  // Each opening starts from the newest: an image uploaded meanwhile is at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening is the trigger.
  useEffect(() => {
    if (!open) return;
    if (searchBox.current) searchBox.current.value = "";
    setQuery("");
    void load(1, "");
  }, [open]);

  const images = loaded?.images ?? [];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[88vh] w-[min(94vw,56rem)] flex-col rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:flex"
    >
      <div className="flex items-center justify-between gap-4 border-b border-ink/10 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          Choose from library
        </h2>
        <button type="button" className={closeClass} onClick={onClose}>
          Close
        </button>
      </div>
      <search className="flex gap-2 border-b border-ink/10 px-5 py-3">
        <label htmlFor={`${titleId}-q`} className="sr-only">
          Search by file name or alt text
        </label>
        <input
          ref={searchBox}
          id={`${titleId}-q`}
          type="search"
          placeholder="File name or alt text"
          maxLength={200}
          // Enter searches here; in the article's form it would submit the article.
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            event.preventDefault();
            search();
          }}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-ink/15 px-4 py-2 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand"
        />
        <button
          type="button"
          onClick={search}
          className="min-h-11 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Search
        </button>
      </search>
      <div className="overflow-y-auto px-5 py-4" aria-busy={state === "loading"}>
        {state === "failed" ? (
          <p role="alert" className="py-8 text-center text-red-700">
            The library could not be loaded.{" "}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void load(loaded ? loaded.page + 1 : 1)}
            >
              Try again
            </button>
          </p>
        ) : null}
        {state !== "failed" && loaded && images.length === 0 ? (
          <p className="py-8 text-center text-ink/70">
            {query
              ? `No image's file name or alt text contains “${query}”.`
              : "No images yet. Images you upload for articles appear here."}
          </p>
        ) : null}
        {images.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {images.map((image) => (
              <li key={image.url}>
                <button
                  type="button"
                  onClick={() => {
                    // Closed first, so focus is back at the opener before onPick moves it on
                    // (into a body field, to type over the new image's description).
                    ref.current?.close();
                    onPick(image.url, image.description);
                  }}
                  className="group block w-full overflow-hidden rounded-xl border border-ink/10 text-left hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  <img
                    src={image.thumbnail}
                    alt=""
                    className="aspect-[4/3] w-full bg-mist object-cover"
                  />
                  <span className="block px-2.5 py-2 text-xs text-ink/70">
                    <span className="sr-only">Use </span>
                    <span className="block truncate font-semibold text-ink" title={image.fileName}>
                      {image.fileName}
                    </span>
                    <span className="line-clamp-2 block">
                      {image.description || (
                        <span className="text-orange-800">No description yet</span>
                      )}
                    </span>
                    <span className="mt-0.5 block text-ink/50">
                      {formatAdminDateTime(image.uploadedAt).text} · {image.width} × {image.height}{" "}
                      · {formatBytes(image.byteSize)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {state === "loading" ? <Spinner label="Loading images…" /> : null}
        {state === "ready" && loaded?.hasMore ? (
          <div className="mt-4 flex justify-center">
            <button type="button" className={closeClass} onClick={() => void load(loaded.page + 1)}>
              Show older images
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
