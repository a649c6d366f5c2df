// The password rule as the forms state it beside the field (sign-up, reset-password), in a module
// of its own so neither page carries the other's words.

/** The password rules (app/lib/auth-schemas.ts) as the forms state them beside the field. */
export const passwordHint =
  "6 to 20 characters, with an uppercase and a lowercase letter, a number and one of ! @ # $ & *";
