// The keyframes travel with the component (React hoists and de-duplicates the <style>), so the
// shared stylesheet stays untouched.
const keyframes =
  "@keyframes progress-slide{from{transform:translateX(-100%)}to{transform:translateX(300%)}}";

/** An indeterminate progress bar for work of unknown length (e.g. Google sign-in running). */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      className="relative h-1.5 w-full overflow-hidden rounded-full bg-brand/15"
    >
      <style href="progress-bar-keyframes" precedence="default">
        {keyframes}
      </style>
      <span className="absolute inset-y-0 left-0 w-1/3 animate-[progress-slide_1.1s_ease-in-out_infinite] rounded-full bg-brand motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
