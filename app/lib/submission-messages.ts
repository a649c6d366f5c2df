// The success dialog texts of the public forms (spec section 8 for the enquiry), shared by the
// forms and by the pages that answer a post made without JavaScript.

export const ENQUIRY_SENT = {
  title: "Message Sent!",
  message: "Thank you for your enquiry. We will be in touch soon.",
};

export const BOOKING_SENT = {
  title: "Booking Sent!",
  message: "Thank you for your booking request. We will be in touch soon.",
};
