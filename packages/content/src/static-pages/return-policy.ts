// /return-policy: the service is free, so there is nothing to return; cancellations are with the mover.
import type { ContentPage } from "../types.ts";
import { PARTNER_TERMS_PATH } from "./partner-terms.ts";

export const RETURN_POLICY_PAGE: ContentPage = {
  path: "/return-policy",
  title: "Return and Cancellation Policy",
  description:
    "Our comparison service is free, so there is nothing to refund. Cancelling or changing a booked move is arranged with your mover, under its terms.",
  h1: "Return and cancellation policy",
  intro: [
    "We do not sell goods and we do not charge customers for comparing quotes, so there is nothing to return or refund to us. This page explains what to do if your plans change.",
  ],
  lastUpdated: "2026-11-23",
  responsible: "service",
  sections: [
    {
      id: "cancel-request",
      heading: "Cancelling a quote request",
      paragraphs: [
        "You are never obliged to accept a quote. If you no longer need to move, simply do not book. It is kind to let the movers know, but you do not have to. Either way, it costs you nothing.",
      ],
    },
    {
      id: "cancel-booking",
      heading: "Cancelling or changing a booked move",
      paragraphs: [
        "Once you book a mover, your booking is a contract between you and that company. Cancellations, date changes, deposits and refunds are handled by the mover under the terms it gave you.",
        "Every quote on our site shows the mover's cancellation terms. Read them before you pay a deposit, and get any change agreed in writing.",
        "A booking for a fixed moving date may not come with the usual 14-day cooling-off period that applies to many online purchases, so check the terms carefully before you commit.",
      ],
    },
    {
      id: "problems",
      heading: "If something goes wrong",
      paragraphs: [
        "If you have a problem with a mover, raise it with them first, in writing. Damage claims go to the mover and its insurer. If you cannot resolve it, tell us: we take complaints about movers seriously and may stop sending them requests.",
      ],
      links: [{ label: "Contact us", href: "/contact" }],
    },
    {
      id: "partners",
      heading: "Removal companies",
      paragraphs: [
        "Joining as a partner is free while we launch, and we take no commission on the jobs you win, so there is nothing for a removal company to pay or get refunded. How leads, caps, vetting and leaving work is set out in our partner terms, which also say how we will tell you before any charge is introduced.",
      ],
      links: [{ label: "Partner terms", href: PARTNER_TERMS_PATH }],
    },
  ],
};
