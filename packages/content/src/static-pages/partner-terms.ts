// /partner-terms: the terms for removal companies (partners) — what a lead is, caps and pausing, vetting,
// quotes, customer data, fees (free while we launch, no commission) and how to leave. Linked from /company,
// the registration form, the terms and the returns policy.
import { MAX_QUOTES } from "../claims.ts";
import type { ContentPage } from "../types.ts";

export const PARTNER_TERMS_PATH = "/partner-terms";

export const PARTNER_TERMS_PAGE: ContentPage = {
  path: PARTNER_TERMS_PATH,
  title: "Partner Terms for Removal Companies",
  description:
    "The terms for removal companies on our site: what a lead is, daily and weekly caps, pausing, insurance checks, quotes, customer data, fees and leaving.",
  h1: "Partner terms",
  intro: [
    "These terms apply to removal companies that register on this website to receive removal requests and send quotes (our partners). By registering your company, you agree to them on behalf of your business.",
    "Customers who use the site agree to our general terms and conditions; where these partner terms and the general terms differ for a removal company, these partner terms apply.",
  ],
  lastUpdated: "2026-11-23",
  responsible: "service",
  sections: [
    {
      id: "leads",
      heading: "1. What a lead is",
      paragraphs: [
        "A lead is one customer's removal request that we match to your company: the addresses and postcodes, type of move, size of the home, dates, extra services and anything else the customer tells us about the move.",
        `We send each request to at most ${MAX_QUOTES} companies. We match it to you only if it is in an area you cover, is for a service you offer, your insurance documents are verified and in date, you have not paused leads and you have not reached your daily or weekly maximum.`,
        "A lead is a chance to quote, not a booked job. The customer decides whether to book and with whom.",
      ],
    },
    {
      id: "caps-and-pausing",
      heading: "2. Caps and pausing",
      paragraphs: [
        "In your company profile you set the most leads you want a day and a week. Once you reach either maximum, we stop sending you leads until the day or week moves on.",
        "You can pause leads at any time with one switch, for example when you are fully booked or on holiday, and switch them back on when you are ready. Requests matched while you were paused are not sent to you later.",
      ],
    },
    {
      id: "vetting",
      heading: "3. Vetting and insurance documents",
      list: [
        "You must hold valid Goods in Transit and Public Liability insurance for the work you quote for, and upload the certificates to your account.",
        "We check each document and its expiry date before your first lead. Until both are verified, you receive no leads.",
        "We remind you before a policy expires. When a document expires, leads stop until a new one is verified.",
        "The details you give us about your company must be true and kept up to date, including your trading address, the areas you cover and the services you offer.",
        "We may refuse or stop a registration if documents cannot be verified or the information is not accurate, and we tell you why.",
      ],
    },
    {
      id: "quotes",
      heading: "4. Your quotes and your bookings",
      paragraphs: [
        "Quote fairly for the move the customer describes. Every quote states the price (fixed or an estimate), crew, vehicle, hours, what is included, insurance cover, cancellation terms and how long it is valid, so customers can compare like with like.",
        "A booking is a contract between you and the customer, under your own terms. You agree the date, deposit and payment directly with the customer; we are not a party to that contract and do not take payments for it.",
        "If the move turns out to be different from what the customer described, explain the change to the customer and agree any new price before moving day.",
      ],
    },
    {
      id: "customer-data",
      heading: "5. Customer details",
      paragraphs: [
        "You may use a customer's details only to quote for and carry out their move. Do not add them to marketing lists, pass them to anyone else, or contact a customer after they have asked you not to.",
        "Customers decide when a mover may see their phone number; until then, talk to them through messages on the site. Once you hold a customer's details, you are a controller of that data under UK GDPR and must keep it safe and delete it when you no longer need it.",
      ],
    },
    {
      id: "reviews",
      heading: "6. Reviews and conduct",
      paragraphs: [
        "Only customers who were matched with your company can review it. We do not remove honest reviews because they are critical, but we do remove reviews that are abusive, personal or not about a real experience. Never offer anything in return for a review.",
        "Treat customers with respect. We may pause or stop sending leads to a company after serious or repeated complaints, false information or misuse of customer details. We will tell you what we have done and why, and you can reply.",
      ],
    },
    {
      id: "fees",
      heading: "7. Fees",
      paragraphs: [
        "Joining is free while we launch: there is no charge to register, to receive leads or to send quotes, and we take no commission on the jobs you win.",
        "If we ever introduce a charge, we will email you at least 30 days before it starts, with the price and how it works. Nothing is charged unless you agree to it, and you can leave before it applies.",
      ],
    },
    {
      id: "leaving",
      heading: "8. How to leave",
      paragraphs: [
        "You can stop at any time. Pause your leads in your company profile, then ask us through the contact form to close your company account. We take your profile off the site and stop sending you leads.",
        "Quotes you have already sent stay with the customers who received them, and a booking you have agreed stays between you and the customer. We keep the records we need to resolve disputes and meet legal obligations, and delete the rest.",
      ],
      links: [{ label: "Contact us", href: "/contact" }],
    },
    {
      id: "changes",
      heading: "9. Changes and governing law",
      paragraphs: [
        "We may update these terms as the service grows. We will email you about significant changes before they apply; the date at the top of this page shows when they last changed.",
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.",
      ],
      links: [
        { label: "Terms and conditions", href: "/terms-and-conditions" },
        { label: "Personal data protection", href: "/personal-data-protection" },
      ],
    },
  ],
  cta: { label: "Register your company", href: "/companies/registration" },
  closing: "Free to join while we launch, with no commission on your jobs.",
};
