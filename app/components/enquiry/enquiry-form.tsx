// The project-enquiry form, in the home and contact-page variants (spec section 5).
// The enquiries issue completes it (validation, sending state, dialogs, submission).
export function EnquiryForm({ variant }: { variant: "home" | "contact" }) {
  return (
    <form method="post" action="/enquiry" className="grid gap-4" data-variant={variant}>
      <input name="name" aria-label="Name" className="rounded border border-ink/20 px-3 py-2" />
      <input name="email" aria-label="Email" className="rounded border border-ink/20 px-3 py-2" />
    </form>
  );
}
