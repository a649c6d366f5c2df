import type { LegalDocument } from "./legal-document.ts";

// A UK GDPR privacy notice (Articles 13 and 14) for a small agency: what we collect, why, the
// lawful basis, who sees it, how long we keep it, and the visitor's rights including the ICO.
export const privacy: LegalDocument = {
  title: "Privacy Policy",
  description:
    "How {product} collects, uses and protects your personal data under the UK GDPR and the Data Protection Act 2018.",
  updated: "2026-11-23",
  intro: [
    '{legalName} ("we", "us") is the controller of the personal data described in this notice. We are registered in {registeredIn} under company number {companyNumber}, at {address}. You can contact us about your data at any time at {email}.',
  ],
  sections: [
    {
      heading: "What we collect",
      list: [
        "Enquiries: your name, company (if given), email address, phone number and the project details you send us.",
        "Accounts: your name, email address, profile photo link and a securely hashed password, or the basic profile your sign-in provider shares with us if you use Google sign-in.",
        "Channel bookings: your name, email address, telephone number, the date and occasion, and your message.",
        "Technical data: server logs recording your IP address, browser and the pages requested, used to keep the site secure and working.",
      ],
    },
    {
      heading: "Why we use it, and our lawful basis",
      list: [
        "To reply to enquiries and prepare quotations: our legitimate interests in responding to people who contact us, and taking steps at your request before entering into a contract.",
        "To provide your account and bookings: performance of a contract with you.",
        "To keep the website secure and prevent misuse: our legitimate interests.",
        "To meet legal and accounting obligations: legal obligation.",
      ],
      paragraphs: [
        "We do not sell your data, use it for automated decision-making, or send you marketing emails unless you have asked us to.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "Only with service providers who help us run the website and our business, such as our hosting, email and backup providers, under contracts that require them to protect it. We may also disclose data where the law requires it. If any provider processes data outside the UK, we make sure appropriate safeguards, such as UK adequacy regulations or the International Data Transfer Agreement, are in place.",
      ],
    },
    {
      heading: "How long we keep it",
      list: [
        "Enquiries and event bookings: deleted automatically {retentionMonths} months after we receive them, or sooner when you ask us or we no longer need them. Anything we delete is gone for good within 30 days.",
        "Client and project records: six years after the project ends, for accounting and legal purposes.",
        "Accounts: until you ask us to delete your account.",
        "Server logs: up to 30 days.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use only the cookies needed to keep you signed in, to recognise a device you have signed in on (so that the account emails you ask for reach you even when others have asked for many), and to protect forms against misuse. We do not use advertising or tracking cookies, so we do not ask for cookie consent.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the UK GDPR you have the right to ask for a copy of your data, to have it corrected or deleted, to restrict or object to how we use it, and to data portability. Email {email} and we will reply within one month. There is normally no charge.",
        "If you are unhappy with how we have handled your data, please tell us first. You also have the right to complain to the Information Commissioner's Office (ICO) at ico.org.uk or on 0303 123 1113.",
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: [
        "We will update this notice when our practices change. The date at the top shows when it was last revised.",
      ],
    },
  ],
};
