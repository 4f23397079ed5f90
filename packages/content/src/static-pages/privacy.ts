// /personal-data-protection: UK GDPR privacy notice for the marketplace. Lead data goes only to the ≤ 6
// matched movers (docs/product/rules.md principle 1: the customer decides when a mover may see their phone number).
import { OGL_LINK, OS_ATTRIBUTION } from "../site.ts";
import { MAX_QUOTES } from "../claims.ts";
import type { ContentPage } from "../types.ts";

export const PRIVACY_PAGE: ContentPage = {
  path: "/personal-data-protection",
  title: "Personal Data Protection – Privacy Notice",
  description: `How we use your personal data under UK GDPR: what we collect, why, who sees it (only up to ${MAX_QUOTES} matched movers), how long we keep it and your rights.`,
  h1: "Personal data protection",
  intro: [
    "This notice explains what personal data we collect when you use our removals comparison service, why we use it, who we share it with and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.",
    "We are the controller of the personal data described here; who we are and how to reach us is at the end of this notice. Once a removal company receives your request, it becomes a controller of the data it holds and must handle it under its own privacy notice.",
  ],
  lastUpdated: "2026-11-23",
  responsible: "data",
  sections: [
    {
      id: "what-we-collect",
      heading: "What we collect",
      list: [
        "Your name, title, email address and phone number",
        "The details of your move: addresses and postcodes, property type and size, floors and lifts, dates, preferred times, extra services and anything you tell us about your belongings",
        "For business moves, your company name",
        "Your account details, if you create one, including a securely hashed password",
        "Messages you exchange with movers on our site, and any reviews you write",
        "Technical data such as your IP address, browser and pages visited, which we need to run and secure the site",
      ],
    },
    {
      id: "why-we-use-it",
      heading: "Why we use it, and our lawful bases",
      list: [
        "To match your request with suitable movers and let them quote: this is necessary to provide the service you ask for (contract).",
        "To run your account, show your requests and quotes, and send you emails about them: contract.",
        "To keep the service safe, prevent fraud and fake requests, and improve the site: our legitimate interests.",
        "To send you optional guides or news, only if you have agreed: consent, which you can withdraw at any time.",
        "To keep records we are required to keep by law: legal obligation.",
      ],
    },
    {
      id: "who-sees-it",
      heading: "Who sees your data",
      paragraphs: [
        `Your move details and name go only to the removal companies matched to your request, never more than ${MAX_QUOTES}. You decide when a mover may see your phone number; until then, movers reach you through messages on our site. We do not pass your details to anyone else for their marketing.`,
        "We also use trusted service providers who process data for us under contract and only on our instructions, for example hosting, email delivery and address lookup.",
        "We may share data if the law requires it, or to protect the rights and safety of our users.",
      ],
    },
    {
      id: "transfers",
      heading: "Transfers outside the UK",
      paragraphs: [
        "If a service provider handles data outside the UK, we make sure it is protected by safeguards recognised under UK law, such as an adequacy decision or the International Data Transfer Agreement.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        "We keep your request and account data while your account is open and for as long as we need it to provide the service, resolve disputes and meet our legal obligations. After that we delete it or make it anonymous. You can ask us to delete your account at any time.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and local storage",
      paragraphs: [
        "We use a strictly necessary cookie to keep you signed in, and your browser's local storage to remember small choices, such as closing the quote bar. We do not use these to track you across other websites.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      list: [
        "To be told how your data is used, as in this notice",
        "To get a copy of your data",
        "To have inaccurate data corrected",
        "To have your data deleted",
        "To restrict or object to how we use it",
        "To receive your data in a portable format",
        "To withdraw consent at any time, where we rely on it",
      ],
      paragraphs: [
        "To use any of these rights, contact us through our contact page. We will reply within one month. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ico.org.uk).",
      ],
      links: [{ label: "Contact us", href: "/contact" }],
    },
    {
      id: "postcode-data",
      heading: "Postcode data",
      paragraphs: [
        "To check postcodes and find the movers who cover them, we use Code-Point Open from Ordnance Survey. It describes postcodes, not people, and holds no personal data.",
        OS_ATTRIBUTION,
        "We use it under the Open Government Licence.",
      ],
      links: [OGL_LINK],
    },
    {
      id: "security",
      heading: "Keeping your data safe",
      paragraphs: [
        "We protect your data with encryption in transit, securely hashed passwords and access controls, so only people who need your data can see it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      paragraphs: [
        "We will update this notice if the way we use personal data changes, and tell you about significant changes.",
      ],
    },
  ],
};
