import { useEffect, useId, useRef, useState } from "react";
import { readFormFields } from "./form-text-fields.ts";

// The editor's Preview (ADR 0109): the form's current fields, saved or not, are posted into an
// iframe showing /previewNews, which draws the article as its public page does. The frame is
// exactly 390 px (a phone) or 1440 px (a desktop) wide, so the page's own breakpoints apply, and
// is scaled down to fit the screen it is looked at on.

const widths = { Phone: { width: 390, height: 844 }, Desktop: { width: 1440, height: 900 } };
type Device = keyof typeof widths;

/** Posts the form's text fields (and the article's image address) into the frame `target`. */
function postInto(target: string, form: HTMLFormElement, img: string) {
  const carrier = document.createElement("form");
  carrier.method = "post";
  carrier.action = "/previewNews";
  carrier.target = target;
  carrier.hidden = true;
  const add = (name: string, value: string) => {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    carrier.append(input);
  };
  for (const [name, value] of Object.entries(readFormFields(form))) add(name, String(value));
  add("img", img);
  document.body.append(carrier);
  carrier.submit();
  carrier.remove();
}

const base =
  "min-h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const button = `${base} border-ink/15 hover:bg-ink/5`;
const chosen = `${base} border-transparent bg-ink text-white`;

export function ArticlePreviewButton({
  form,
  img = "",
}: {
  form: React.RefObject<HTMLFormElement | null>;
  /** The article's image address; a newly chosen file shows once uploaded by a save. */
  img?: string;
}) {
  const [open, setOpen] = useState(false);
  const [device, setDevice] = useState<Device>("Phone");
  // How much smaller the frame is drawn, and how tall it is then to fill the stage.
  const [fit, setFit] = useState({ scale: 1, height: 0 });
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const frameName = `article-preview-${useId().replace(/[^a-z0-9]/gi, "")}`;
  const size = widths[device];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (open && form.current) postInto(frameName, form.current, img);
  }, [open, form, frameName, img]);

  // The frame keeps its true width; it is drawn smaller when the screen is narrower than it.
  useEffect(() => {
    const element = stage.current;
    if (!open || !element) return;
    // clientWidth counts the stage's padding (p-4: 16 px a side), which the frame cannot use.
    const fitToStage = () => {
      const scale = Math.min(1, (element.clientWidth - 32) / size.width);
      setFit({ scale, height: Math.max(size.height, (element.clientHeight - 32) / scale) });
    };
    fitToStage();
    const observer = new ResizeObserver(fitToStage);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, size.width, size.height]);

  return (
    <>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        Preview
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${frameName}-title`}
        onClose={() => setOpen(false)}
        className="m-auto h-[94vh] w-[96vw] max-w-none rounded-2xl bg-mist p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex h-full flex-col">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink/10 bg-white px-4 py-3">
            <h2 id={`${frameName}-title`} className="text-lg font-bold">
              Preview
              <span className="ml-2 text-sm font-normal text-ink/60">
                as readers will see it, {size.width} px wide
              </span>
            </h2>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(widths) as Device[]).map((name) => (
                <button
                  key={name}
                  type="button"
                  aria-pressed={device === name}
                  onClick={() => setDevice(name)}
                  className={device === name ? chosen : button}
                >
                  {name}
                </button>
              ))}
              <button type="button" className={button} onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </div>
          <div ref={stage} className="min-h-0 flex-1 overflow-auto p-4">
            <div
              className="mx-auto"
              style={{ width: size.width * fit.scale, height: fit.height * fit.scale }}
            >
              <iframe
                name={frameName}
                title={`Article preview at ${device.toLowerCase()} width`}
                width={size.width}
                height={fit.height || size.height}
                // A ring, not a border: a border would take its width from the 390 or 1440 px.
                className="origin-top-left rounded-lg bg-white shadow-sm ring-1 ring-ink/10"
                style={{ transform: `scale(${fit.scale})` }}
              />
            </div>
          </div>
        </div>
      </dialog>
    </>
  );
}
