import { useEffect, useId, useState } from "react";
import { useModal } from "#app/components/ui/dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { formatAdminDateTime } from "#app/lib/admin-dates.ts";

// "Choose from library" (ADR 0131): the news images uploaded before, newest first, a page at a
// time from GET /api/images, so an image is used again rather than uploaded twice. A native modal
// <dialog>: focus moves in and back, Escape closes, the form behind is inert.

type LibraryImage = {
  url: string;
  thumbnail: string;
  width: number;
  height: number;
  uploadedAt: string;
};
type Loaded = { images: LibraryImage[]; page: number; hasMore: boolean };

async function fetchPage(page: number): Promise<Loaded> {
  const response = await fetch(`/api/images?page=${page}`, {
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
  /** The chosen image's address, as the upload would have answered it. */
  onPick: (url: string) => void;
}) {
  const ref = useModal(open);
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>();
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  const load = async (page: number) => {
    setState("loading");
    try {
      const next = await fetchPage(page);
      setLoaded((before) =>
        page === 1 || !before ? next : { ...next, images: [...before.images, ...next.images] },
      );
      setState("ready");
    } catch {
      setState("failed");
    }
  };

  // Each opening starts from the newest: an image uploaded meanwhile is at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening is the trigger.
  useEffect(() => {
    if (open) void load(1);
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
            No images yet. Images you upload for articles appear here.
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
                    onPick(image.url);
                  }}
                  className="group block w-full overflow-hidden rounded-xl border border-ink/10 text-left hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  <img
                    src={image.thumbnail}
                    alt=""
                    className="aspect-[4/3] w-full bg-mist object-cover"
                  />
                  <span className="block px-2.5 py-2 text-xs text-ink/70">
                    <span className="sr-only">Use the image uploaded </span>
                    {formatAdminDateTime(image.uploadedAt).text}
                    <span className="block text-ink/50">
                      {image.width} × {image.height}
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
