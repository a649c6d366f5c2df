// The contact page's words (spec section 2, Contact page).

export const contact = {
  kicker: "Contact us",
  title: "Tell us about your project.",
  lead: "Share a few details and we will get back to you with ideas, a realistic timeline and a free quotation.",
  description:
    "Contact {product} in {city}: send us a message about your website, app or software project, or call or email us directly.",
  formHeading: "SEND A MESSAGE",
  directHeading: "DIRECT",
  directIntro:
    "Prefer to talk? Email or call the {legalName} team directly, or visit us in {city}.",
  outsourcingNotice:
    "Please note: we do all of our work in-house, so we politely decline requests to outsource work to third parties.",
} as const;
