import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { ArticleSection } from "#app/lib/news-view.ts";

// The editor's live preview: while the editor types, the body fields go to POST /api/news/preview
// and come back rendered by the server's one Markdown renderer (ADR 0100), shown with the
// article page's own styles (.article-prose). The browser carries no parser of its own. The few
// lines drawing the sections repeat article-body.tsx's on purpose: a module shared with the
// public article page regroups the public chunks (one such try made /videos load 5 kB more).

// A video line shows as the public page shows it (an editor's review: the preview showed the bare
// address): the gallery's facade, in its own chunk, nothing fetched from the provider until play.
const VideoFacade = lazy(() =>
  import("#app/components/videos/video-facade.tsx").then((module) => ({
    default: module.VideoFacade,
  })),
);

const bodyFields = ["body1", "body2", "body3", "conclusion"] as const;
const pause = 400;

type Preview = { title: string; sections: ArticleSection[]; failed?: boolean };

async function render(form: HTMLFormElement, signal: AbortSignal): Promise<Preview> {
  const values = new FormData(form);
  const body = Object.fromEntries(bodyFields.map((field) => [field, values.get(field) ?? ""]));
  const response = await fetch("/api/news/preview", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`preview answered ${response.status}`);
  const { sections } = (await response.json()) as { sections: ArticleSection[] };
  return { title: String(values.get("title") ?? ""), sections };
}

/** Renders the form's body fields a moment after typing stops; `onInput` goes on the form. */
export function useLivePreview(form: React.RefObject<HTMLFormElement | null>) {
  const [preview, setPreview] = useState<Preview>({ title: "", sections: [] });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const refresh = useCallback(() => {
    const element = form.current;
    if (!element) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    render(element, controller.signal).then(setPreview, () => {
      if (!controller.signal.aborted) setPreview((last) => ({ ...last, failed: true }));
    });
  }, [form]);

  const onInput = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(refresh, pause);
  }, [refresh]);

  useEffect(() => {
    refresh();
    return () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    };
  }, [refresh]);

  return { preview, onInput };
}

export function LivePreview({ preview }: { preview: Preview }) {
  const empty = preview.sections.length === 0;
  return (
    <section
      aria-labelledby="live-preview-heading"
      className="rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center justify-between gap-4 border-b border-ink/10 pb-3">
        <h2
          id="live-preview-heading"
          className="text-sm font-semibold uppercase tracking-widest text-ink/60"
        >
          Live preview
        </h2>
        <p aria-live="polite" className="text-sm text-red-700">
          {preview.failed ? "The preview could not be updated. Your text is safe." : ""}
        </p>
      </div>
      <div data-testid="live-preview">
        {preview.title ? (
          <p className="mt-5 text-2xl font-extrabold leading-tight tracking-tight sm:text-3xl">
            {preview.title}
          </p>
        ) : null}
        {empty ? (
          <p className="mt-5 text-ink/60">
            The article's body appears here as readers will see it: subheadings, lists, links,
            quotes and images.
          </p>
        ) : (
          <div className="mt-5 space-y-5 text-lg leading-relaxed text-ink/85">
            {preview.sections.map((section) => (
              <PreviewSection key={section.field} section={section} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function PreviewSection({ section }: { section: ArticleSection }) {
  const prose = `article-prose ${section.field === "conclusion" ? "font-medium text-ink" : ""}`;
  if (!section.parts?.some((part) => "video" in part))
    return (
      <div
        lang={section.lang}
        className={prose}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderer's output.
        dangerouslySetInnerHTML={{ __html: section.html }}
      />
    );
  return (
    <div lang={section.lang} className="space-y-5">
      {section.parts.map((part) =>
        "video" in part ? (
          <Suspense key={part.key} fallback={<div className="aspect-video rounded-2xl bg-ink/5" />}>
            <VideoFacade thumbnail={null} {...part.video} />
          </Suspense>
        ) : (
          <div
            key={part.key}
            className={prose}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderer's output.
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        ),
      )}
    </div>
  );
}
