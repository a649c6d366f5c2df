import { type ComponentProps, lazy, Suspense } from "react";

// The enquiry form (and its validation library) is the heaviest script on the pages that show it,
// so it loads as its own chunk. The server still renders it into the HTML: it shows at once and
// posts without JavaScript until its code arrives, then hydrates.
const EnquiryForm = lazy(() =>
  import("./enquiry-form.tsx").then((module) => ({ default: module.EnquiryForm })),
);

export function LazyEnquiryForm(props: ComponentProps<typeof EnquiryForm>) {
  return (
    <Suspense fallback={<p className="text-ink/70">Loading the enquiry form…</p>}>
      <EnquiryForm {...props} />
    </Suspense>
  );
}
