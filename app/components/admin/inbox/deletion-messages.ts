import type { DeletionMessages } from "#app/components/admin/use-confirmed-delete.ts";

// The spec's words for deleting an enquiry or a booking (section 8), said the same way from the
// list and from the record's own page.

export const enquiryDeletionMessages: DeletionMessages = {
  confirm: "This contact will be permanently deleted!",
  deleted: { title: "Deleted!", message: "The contact has been deleted.", autoCloseMs: 2000 },
  failed: { title: "Error!", message: "Failed to delete contact." },
};

export const bookingDeletionMessages: DeletionMessages = {
  confirm: "You won't be able to revert this!",
  deleted: { title: "Deleted!", message: "The booking has been deleted.", autoCloseMs: 2000 },
  failed: {
    title: "Error!",
    message: "There was an error deleting the booking. Please try again later.",
  },
};
