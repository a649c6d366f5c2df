import type { LegalDocument } from "./legal-document.ts";

export const terms: LegalDocument = {
  title: "Terms & Conditions",
  description:
    "The terms that apply when you use the {product} website and when we quote for or carry out work for you.",
  updated: "2026-11-01",
  intro: [
    "These terms apply to your use of this website and to any quotation we give you. Project work itself is governed by the written agreement we sign with you before it starts; if that agreement and these terms differ, the agreement wins.",
    "This website is run by {legalName}, a company registered in {registeredIn} under company number {companyNumber}, whose registered office is at {address}.",
  ],
  sections: [
    {
      heading: "Using this website",
      paragraphs: [
        "You may browse, read and share pages of this website for your own information. Please do not copy our designs, text or artwork for commercial use, attempt to gain unauthorised access to the site or its servers, or use the site in a way that could damage it or disrupt other visitors.",
        "We work to keep the site accurate and available, but it is provided as it is and we may change, suspend or withdraw any part of it without notice.",
      ],
    },
    {
      heading: "Enquiries and quotations",
      paragraphs: [
        "Sending an enquiry does not create a contract. Any quotation we send is valid for 30 days unless it says otherwise, and is based on the information you gave us. If the scope changes, we will confirm any change in price in writing before carrying on.",
        "We do not accept requests to outsource work to third parties, and we may decline any enquiry without giving a reason.",
      ],
    },
    {
      heading: "Projects, payment and ownership",
      list: [
        "Deposits, milestones and payment terms are set out in your project agreement.",
        "Once paid in full, you own the bespoke designs and code we create for you. Open-source components remain under their own licences.",
        "We may show completed work in our portfolio unless you ask us not to in writing.",
        "Each party keeps the other's confidential information confidential.",
      ],
    },
    {
      heading: "Accounts and community content",
      paragraphs: [
        "If you create an account, keep your password safe and tell us at once if you think someone else has used it. News articles and videos published in the community section are the responsibility of the channel that publishes them; contact us at {email} if you believe anything there is unlawful.",
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "Where we link to other websites, such as our project showcases or a maps service, we do so for your convenience. We are not responsible for their content or their privacy practices.",
      ],
    },
    {
      heading: "Our liability",
      paragraphs: [
        "Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law. Otherwise, we are not liable for indirect or consequential loss arising from your use of this website.",
      ],
    },
    {
      heading: "Law and contact",
      paragraphs: [
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. Questions about them are welcome at {email}.",
      ],
    },
  ],
};
