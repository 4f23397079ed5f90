// /company: the partner landing page for removal companies (logged-out only, docs/product/routes.md §2).
import { BOOKING_CONFIRM_HOURS } from "@rm/domain/booking";
import { MAX_QUOTES } from "../claims.ts";
import type { ContentPage } from "../types.ts";
import { PARTNER_TERMS_PATH } from "./partner-terms.ts";

export const COMPANY_PAGE: ContentPage = {
  path: "/company",
  title: "Become a Partner – Removal Leads in London",
  description: `Get real removal requests in the London areas you cover, for the work you do. Never shared with more than ${MAX_QUOTES} movers. Pause or cap leads any time.`,
  h1: "Grow your removals business with local leads",
  intro: [
    "Londoners come to us to compare removal quotes. Join as a partner and receive their requests for the work you do, in the areas you cover, and send your quotes from one simple dashboard.",
  ],
  sections: [
    {
      id: "why-join",
      heading: "Why join",
      cards: [
        {
          title: "Local requests that fit",
          text: "You choose your areas and your services: house and flat moves, man and van, business, international or storage. Requests only come to you if they match.",
        },
        {
          title: `Never more than ${MAX_QUOTES} movers per request`,
          text: `Each request goes to at most ${MAX_QUOTES} companies, so you are not one of twenty chasing the same customer.`,
        },
        {
          title: "You stay in control",
          text: "Set a cap on how many requests you get, or pause them with one switch when you are fully booked or on holiday.",
        },
        {
          title: "Quotes customers can compare",
          text: "Send a clear, structured quote: price, crew, vehicle, hours, what is included, insurance cover, cancellation terms and how long it is valid.",
        },
        {
          title: "A profile that builds trust",
          text: "Your profile shows that your insurance is verified and until when, alongside reviews from customers who were actually matched with you.",
        },
      ],
    },
    {
      id: "how-leads-work",
      heading: "How leads work",
      list: [
        "A customer describes their move: addresses, type of move, size, dates and extra services.",
        `We match the request with up to ${MAX_QUOTES} verified companies that cover the area, offer the service and have not paused or reached their cap.`,
        "You see the move details in your dashboard and send your quote.",
        "The customer compares the quotes and may message the movers; until they book, you talk through messages on the site and neither side sees the other's phone number.",
        `The customer books your quote on the site: you both get each other's phone number and email, and you confirm the booking within ${BOOKING_CONFIRM_HOURS} hours. They pay you directly: we take no commission on the booking.`,
      ],
      ordered: true,
    },
    {
      id: "vetting",
      heading: "Vetted and insured",
      paragraphs: [
        "To receive requests you need valid Goods in Transit and Public Liability insurance. Upload your documents when you register; we verify them before your first request.",
        "We track expiry dates and remind you before a policy runs out. If a document expires, requests stop until a new one is verified, which protects customers and the reputation of every partner.",
      ],
    },
    {
      id: "cost",
      heading: "What it costs",
      paragraphs: [
        "Joining is free while we launch: there is no fee to register, to receive leads or to send quotes, and we take no commission on the jobs you win.",
        "Our partner terms set out what a lead is, caps and pausing, vetting, fees and how to leave, in plain English.",
      ],
      links: [{ label: "Read the partner terms", href: PARTNER_TERMS_PATH }],
    },
    {
      id: "how-to-join",
      heading: "How to join",
      list: [
        "Register your company.",
        "Upload your Goods in Transit and Public Liability insurance documents.",
        "Set your areas, services and how many requests you want.",
        "Start quoting once your documents are verified.",
      ],
      ordered: true,
      links: [
        { label: "Register your company", href: "/companies/registration" },
        { label: "Read the partner terms", href: PARTNER_TERMS_PATH },
        { label: "Already a partner? Log in", href: "/login" },
      ],
    },
  ],
  cta: { label: "Register your company", href: "/companies/registration" },
  closing:
    "Ready for local removal leads? Register free in a few minutes and start quoting once you are verified.",
};
