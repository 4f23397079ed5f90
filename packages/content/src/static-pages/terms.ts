// /terms-and-conditions: terms of use for the comparison service (customers and visitors).
import { MAX_QUOTES } from "../claims.ts";
import type { ContentPage } from "../types.ts";
import { PARTNER_TERMS_PATH } from "./partner-terms.ts";

export const TERMS_PAGE: ContentPage = {
  path: "/terms-and-conditions",
  title: "Terms and Conditions",
  description:
    "The terms for using our free removals comparison service: what we do, what movers do, your booking with a mover, reviews, accounts and our liability.",
  h1: "Terms and conditions",
  intro: [
    "These terms apply when you use this website to compare removal quotes. Please read them before you send a request. By using the site, you agree to them.",
  ],
  lastUpdated: "2026-11-23",
  responsible: "service",
  sections: [
    {
      id: "our-service",
      heading: "1. Our service",
      paragraphs: [
        `We run a comparison service. We pass your move request to up to ${MAX_QUOTES} removal companies that cover your area, and show you their quotes. We are not a removal company and do not carry out moves ourselves.`,
        "Using the service is free for customers. We do not charge you a commission on your booking.",
      ],
    },
    {
      id: "your-request",
      heading: "2. Your request",
      paragraphs: [
        "You must give accurate information about your move, so movers can quote fairly. A quote is based on what you tell the mover; if the move turns out to be different, the mover may change its price.",
        "You must be at least 18 to send a request, and you must have the right to arrange the move.",
      ],
    },
    {
      id: "quotes-and-booking",
      heading: "3. Quotes and bookings",
      paragraphs: [
        "Quotes come from the removal companies, not from us. You are under no obligation to accept any quote.",
        "If you book a mover, your contract is with that mover. The price, deposit, payment, dates, insurance cover, cancellation and any claims are between you and the mover, under its terms. Please read them before you book.",
      ],
    },
    {
      id: "movers",
      heading: "4. The removal companies",
      paragraphs: [
        "Removal companies must send us their Goods in Transit and Public Liability insurance documents, which we check before they can receive requests. We stop requests when those documents expire.",
        "These checks reduce risk but are not a guarantee of a mover's work. Read reviews and quotes carefully and ask the mover any questions before you book.",
      ],
    },
    {
      id: "reviews",
      heading: "5. Reviews",
      paragraphs: [
        "Only customers matched with a company may review it. Reviews must be honest, about your own experience, and free of offensive or personal content. We may remove reviews that break these rules and keep a record of why.",
      ],
    },
    {
      id: "accounts",
      heading: "6. Accounts",
      paragraphs: [
        "Keep your password safe and tell us if you think someone else has used your account. We may suspend accounts that misuse the service, for example by sending false requests or harassing movers.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "7. Using the site",
      paragraphs: [
        "Do not use the site for anything unlawful, try to get into parts of it you are not allowed to, copy its content in bulk or interfere with how it works.",
      ],
    },
    {
      id: "liability",
      heading: "8. Our liability",
      paragraphs: [
        "We are responsible for providing the comparison service with reasonable care and skill. We are not responsible for the services a removal company provides, as we are not a party to your contract with it.",
        "Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law. Your legal rights as a consumer are not affected.",
      ],
    },
    {
      id: "privacy",
      heading: "9. Your personal data",
      paragraphs: ["How we use your personal data is explained in our personal data protection notice."],
      links: [{ label: "Personal data protection", href: "/personal-data-protection" }],
    },
    {
      id: "changes-and-law",
      heading: "10. Changes and governing law",
      paragraphs: [
        "We may update these terms from time to time; the version on this page applies when you use the site. These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.",
      ],
    },
    {
      id: "partners",
      heading: "11. Removal companies using the site",
      paragraphs: [
        "If you use the site as a removal company, the partner terms and these terms both apply; if they conflict, the partner terms win.",
      ],
      links: [{ label: "Partner terms", href: PARTNER_TERMS_PATH }],
    },
  ],
};
