import type { DeletionMessages } from "#app/components/admin/use-confirmed-delete.ts";

// What deleting an enquiry or a booking says, from the list and from the record's own page
// (ADR 0114). Delete moves it to the trash, so that is what it says, with Undo; the spec's words
// (section 8: "This contact will be permanently deleted!", "You won't be able to revert this!")
// are said where they are true, when one is deleted for good from the trash.

const trash = (noun: string, failed: DeletionMessages["failed"]): DeletionMessages => ({
  confirmTitle: "Move to trash?",
  confirm: "You can restore it for 30 days.",
  confirmLabel: "Move to trash",
  deleted: { title: "Moved to trash", message: `The ${noun} can be restored for 30 days.` },
  failed,
  undoIntent: "restore",
});

const contactFailed = { title: "Error!", message: "Failed to delete contact." };
const bookingFailed = {
  title: "Error!",
  message: "There was an error deleting the booking. Please try again later.",
};

export const enquiryTrashMessages = trash("enquiry", contactFailed);
export const bookingTrashMessages = trash("booking", bookingFailed);

export const enquiryDeletionMessages: DeletionMessages = {
  confirm: "This contact will be permanently deleted!",
  deleted: { title: "Deleted!", message: "The contact has been deleted.", autoCloseMs: 2000 },
  failed: contactFailed,
};

export const bookingDeletionMessages: DeletionMessages = {
  confirm: "You won't be able to revert this!",
  deleted: { title: "Deleted!", message: "The booking has been deleted.", autoCloseMs: 2000 },
  failed: bookingFailed,
};
