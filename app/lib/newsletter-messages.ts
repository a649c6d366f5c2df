// What the newsletter's link pages say when a link no longer works: shared by the server's rules
// and the pages, without bringing server code into the browser's bundle.

export const LINK_EXPIRED =
  "This confirmation link has expired, was already used, or a newer one has been sent since. Use the link in the newest mail, or sign up again.";
export const LINK_UNKNOWN =
  "This link is no longer valid. You may have been removed from the list.";
