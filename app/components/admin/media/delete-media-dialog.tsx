import { useId } from "react";
import { Form, useNavigation } from "react-router";

// Delete, asked first in a native modal <dialog> naming the file. The buttons open and close it
// by themselves (invoker commands, ADR 0142) and the form posts without script, so deleting works
// before the page's JavaScript has loaded; the server refuses an image that is in use whatever
// this offered.

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export function DeleteMediaDialog({ imageKey, fileName }: { imageKey: string; fileName: string }) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("key") === imageKey;
  return (
    <>
      <button
        type="button"
        commandfor={id}
        command="show-modal"
        aria-haspopup="dialog"
        className={`${button} mt-3 border border-red-200 text-red-700 hover:bg-red-50`}
      >
        Delete<span className="sr-only"> {fileName}</span>
      </button>
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {`Delete “${fileName}”?`}
        </h2>
        <p className="mt-2 text-ink/70">
          No article uses it. The image and all its sizes are removed for good.
        </p>
        {/* Closed as it posts, as the page a browser without script reloads would be. */}
        <Form
          method="post"
          className="mt-6 flex flex-wrap justify-end gap-3"
          onSubmit={(event) => event.currentTarget.closest("dialog")?.close()}
        >
          <input type="hidden" name="key" value={imageKey} />
          <button
            type="button"
            commandfor={id}
            command="close"
            className={`${button} border border-ink/20 hover:bg-mist`}
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            className={`${button} bg-red-600 text-white hover:bg-red-700 disabled:opacity-60`}
          >
            Delete image
          </button>
        </Form>
      </dialog>
    </>
  );
}
