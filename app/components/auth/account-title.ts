// The browser tab title of an account page: '{product} | {page}' (spec section 2).
// The marketing content (app/content/site.ts) owns the product name; until both branches meet,
// this module holds the one copy the account pages use.
export const PRODUCT_NAME = "Agency";

export function accountTitle(page: string) {
  return `${PRODUCT_NAME} | ${page}`;
}
