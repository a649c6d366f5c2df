/** A valid body for the spec's `POST /api/contact`, as the enquiry form sends it. */
export const enquiry = (name: string, email: string, projectDetails = "Queued mail.") => ({
  name,
  email,
  phone: "0121 555 0199",
  projectDetails,
  submittedAt: new Date().toISOString(),
});
