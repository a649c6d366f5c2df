import { type ComponentProps, lazy, memo, Suspense } from "react";

// The enquiry form (and its validation library) is the heaviest script on the pages that show it,
// so in the browser it loads as its own chunk. The server renders the form itself, not a
// placeholder: the HTML holds the whole form, which shows at once, posts without JavaScript, and
// hydrates when its code arrives. (import.meta.env.SSR is false in the client build, so the
// server's import is dropped there.)
const load = () => import("./enquiry-form.tsx");
const ServerEnquiryForm = import.meta.env.SSR ? (await load()).EnquiryForm : undefined;
const EnquiryForm =
  ServerEnquiryForm ?? lazy(() => load().then((module) => ({ default: module.EnquiryForm })));

// Memoised on its props: the page around it rendering again must not reach the form while its
// code is still coming, or React would swap the server's form for the fallback (lazy-when.tsx).
export const LazyEnquiryForm = memo(function LazyEnquiryForm(
  props: ComponentProps<typeof EnquiryForm>,
) {
  return (
    <Suspense fallback={<p className="text-ink/70">Loading the enquiry form…</p>}>
      <EnquiryForm {...props} />
    </Suspense>
  );
});
