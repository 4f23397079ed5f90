// Issue #16: the words of the recent-reviews block on the home page and the borough pages (a few published
// reviews of booked moves, shown only when there are some).
import { REVIEWS_POLICY_PATH } from "@rm/domain/reviews";

export const AREA_REVIEWS_COPY = {
  homeHeading: "What Londoners say about their movers",
  areaHeading: (place: string) => `Recent reviews of movers covering ${place}`,
  intro:
    "Written by customers after a move they booked through us, published as they wrote them, good or bad.",
  movedWith: "Moved with",
  policy: { label: "How we handle reviews", href: REVIEWS_POLICY_PATH },
} as const;
