// The words of the emails a new lead sends: the customer's confirmation and each matched mover's notice.
import {
  CONFIRM_LINK_DAYS,
  describeMoveDates,
  INTAKE_MESSAGES,
  SIGNIN_LINK_DAYS,
} from "@rm/domain/lead-intake";
import { type Lead, RESET_LINK_MINUTES } from "@rm/domain";
import { isStorageMove } from "@rm/domain/lead/options";
import { maskContactDetails } from "@rm/domain/contact-masking";
import { inventoryMailRows } from "@rm/domain/inventory-summary";
import { GLANCE_WORDS, glanceRows } from "@rm/domain/move-glance";
import { action, letter, type MailInput, type Unsubscribe } from "../mail/index.ts";
import { glanceOfLead } from "./move-summary.ts";

function from(lead: Lead): string {
  return lead.fromPostcode ?? lead.fromAreaCode ?? "";
}

function to(lead: Lead): string {
  if (lead.toCountry) return lead.toCountry;
  return lead.toPostcode ?? "";
}

/** The outward part only: movers see the area, not the customer's exact address, until they quote. */
function area(postcode: string): string {
  return postcode.split(" ")[0] ?? postcode;
}

/** An address as typed, with its postcode or country unless the address already ends with it (issue 28). */
function asTyped(address: string | undefined, code: string): string {
  const typed = address?.trim() ?? "";
  if (!typed) return code;
  return !code || typed.toUpperCase().endsWith(code.toUpperCase()) ? typed : `${typed}, ${code}`;
}

function summary(lead: Lead, forMover: boolean, photos = 0): string[] {
  if (forMover) return moverSummary(lead, photos);
  // issue 28: the customer's own confirmation shows both addresses as they typed them
  const fromText = asTyped(lead.fromAddress, from(lead));
  const toText = asTyped(lead.toAddress, to(lead));
  const lines = [`Move: ${lead.typeOfMove}`, `From: ${fromText || "not given"}`];
  if (toText) lines.push(`To: ${toText}`);
  lines.push(`Date: ${describeMoveDates(lead.startDate, lead.endDate)}`);
  if (lead.preferredTime) lines.push(`Preferred time: ${lead.preferredTime}`);
  if (lead.fromBedrooms) lines.push(`Bedrooms: ${lead.fromBedrooms}`);
  if (lead.fromStorageSize) lines.push(`Storage size: ${lead.fromStorageSize} sq ft`);
  if (lead.fromStorageDuration) lines.push(`Storage for: ${lead.fromStorageDuration}`);
  if (lead.additionalServices.length) lines.push(`Extras: ${lead.additionalServices.join(", ")}`);
  if (lead.description) lines.push(`Notes: ${lead.description}`);
  return lines;
}

/**
 * Issue #28: what a matched mover reads of the move — the lead page's glance, row for row (both ends' areas,
 * property, floors and lift at both ends, services, date and time) and the customer's notes; never an address.
 */
function moverSummary(lead: Lead, photos: number): string[] {
  const g = glanceOfLead(lead);
  // issue #32: after the glance's "What is moving", the rooms' counts, a preset kept as it started, the photos
  const list = isStorageMove(lead.typeOfMove)
    ? []
    : inventoryMailRows({
        inventory: lead.inventory,
        propertyType: lead.fromPropertyType ?? "",
        bedrooms: lead.fromBedrooms ?? "",
        photos,
      });
  return [
    `Move: ${lead.typeOfMove}`,
    `From: ${g.from}`,
    `To: ${g.to ?? GLANCE_WORDS.noDestination}`,
    ...glanceRows(g).map((r) => `${r.label}: ${r.value}`),
    ...list.map((r) => `${r.label}: ${r.value}`),
    // issue #29 item 14: the new-lead mail goes before any booking — contact details in the notes hidden
    ...(g.notes ? [`Notes: ${maskContactDetails(g.notes).text}`] : []),
  ];
}

export interface ConfirmationInput {
  lead: Lead;
  leadId: string;
  to: string;
  firstName: string;
  companies: { name: string }[];
  appUrl: string;
  /** docs/product/decisions.md D8: a single-use sign-in link for a customer without a password */
  signinUrl?: string;
  /** a password was typed in the wizard: the link also finishes the registration (docs/decisions/101) */
  registering?: boolean;
  /** issue #13 (docs/README.md#issues): "Not you? Cancel this request" (single use) */
  cancelUrl: string;
}

const notYou = (cancelUrl: string) =>
  `Not you? Cancel this request (one click, until it is booked; movers will stop working on it):\n${cancelUrl}`;

export function leadConfirmation(c: ConfirmationInput): MailInput {
  const requestUrl = `${c.appUrl}/client/removal-requests?showModal=true&lead=${c.leadId}`;
  const matched = c.companies.length
    ? `We have sent it to ${c.companies.length} nearby ${c.companies.length === 1 ? "mover" : "movers"}: ${c.companies.map((x) => x.name).join(", ")}. Expect quotes soon, often within hours.`
    : INTAKE_MESSAGES.noMatchesYet;
  return letter({
    kind: "lead-confirmation",
    to: c.to,
    // issue #17: a request no mover covers yet is kept, not "sent"
    subject: c.companies.length ? "Your removal request has been sent" : "Your removal request is saved",
    body: [
      `Hello ${c.firstName},`,
      "Thank you for your removal request.",
      summary(c.lead, false).join("\n"),
      matched,
      ...(c.signinUrl && c.registering
        ? [
            action(
              "Finish registering",
              c.signinUrl,
              `To finish registering, open this single-use link: it shows this address is yours, signs you in and from then on your password works (it works for ${SIGNIN_LINK_DAYS} days):`,
              {
                above: `To finish registering, press the button: it shows this address is yours, signs you in and from then on your password works (it works for ${SIGNIN_LINK_DAYS} days).`,
              },
            ),
          ]
        : c.signinUrl
          ? [
              action(
                "See your request",
                c.signinUrl,
                `See your request and its quotes on any device with this single-use sign-in link (it works for ${SIGNIN_LINK_DAYS} days):`,
                {
                  above: `See your request and its quotes on any device: the button signs you in once (it works for ${SIGNIN_LINK_DAYS} days).`,
                },
              ),
              `To keep your results for good, set a password at ${c.appUrl}/forgot-password.`,
            ]
          : [action("See your request", requestUrl, "See your request and its quotes:", { inline: true })]),
      // not "free, with no obligation … quote": SpamAssassin's FREE_QUOTE_INSTANT (2.7) reads that as spam
      "It costs you nothing and you are under no obligation to book: compare the quotes and book directly with the mover you choose.",
      notYou(c.cancelUrl),
    ],
  });
}

/**
 * Issue #18: the link opens the lead itself (the dashboard's guard sends a signed-out mover through
 * /login?next=… and back to it).
 */
export function newLeadNotice(c: {
  lead: Lead;
  leadId?: string;
  to: string;
  companyName: string;
  appUrl: string;
  /** the company's account (issue #33: new-lead emails can be switched off) */
  userId?: string;
  /** issue #32: the request's photos when the mail is written (none yet at the intake: docs/decisions/100) */
  photos?: number;
}): MailInput {
  const where = area(from(c.lead));
  const open = c.leadId
    ? action(
        "Open the lead",
        `${c.appUrl}/account/dashboard/leads/${c.leadId}`,
        "Open the lead to see the move and send a quote:",
        { inline: true },
      )
    : action(
        "Open your dashboard",
        `${c.appUrl}/account/dashboard`,
        "Open your dashboard to see the request and send a quote:",
        { inline: true },
      );
  return letter({
    kind: "lead-new",
    to: c.to,
    subject: `New removal lead: ${c.lead.typeOfMove}${where ? ` from ${where}` : ""}`,
    body: [
      `Hello ${c.companyName},`,
      "A customer near you is looking for a mover.",
      summary(c.lead, true, c.photos).join("\n"),
      open,
    ],
    unsubscribe: c.userId ? { userId: c.userId, appUrl: c.appUrl } : undefined,
  });
}

/**
 * Issue #13: a request sent with this address that waits for its owner (the address had an account, or the
 * sender went over the velocity limits). Issue #29 item 12: it shows what it would confirm — both addresses
 * and the notes as typed, so that the owner can tell their own request from a stranger's copy; contact
 * details in anything typed are hidden (maskContactDetails), so that a stranger cannot use the mail to send
 * a number or a link.
 */
export function heldConfirmation(c: {
  lead: Lead;
  to: string;
  confirmUrl: string;
  cancelUrl: string;
  setPasswordUrl?: string;
}): MailInput {
  const hide = (text: string) => maskContactDetails(text).text;
  const lines = summary(c.lead, false).map(hide);
  const password =
    c.setPasswordUrl &&
    `You can also set a password for your account with this single-use link (it works for ${RESET_LINK_MINUTES} minutes):\n${c.setPasswordUrl}`;
  return letter({
    kind: "lead-held",
    to: c.to,
    subject: "Please confirm your removal request",
    body: [
      "Hello,",
      "Someone, we hope you, asked for removal quotes with this email address:",
      lines.join("\n"),
      action(
        "Confirm this request",
        c.confirmUrl,
        `We have not sent it to any movers yet. If this is your request, confirm it with this link to send it to nearby movers (it works for ${CONFIRM_LINK_DAYS} days):`,
        {
          above: `We have not sent it to any movers yet. If this is your request, confirm it to send it to nearby movers (the button works for ${CONFIRM_LINK_DAYS} days).`,
        },
      ),
      "If you sent more than one request for this move, each has its own email: confirm only the one with your details.",
      notYou(c.cancelUrl),
      password,
      "If you do nothing, the request is never sent.",
    ],
  });
}

/** Issue #13 (docs/README.md#issues): a matched mover is told a request was cancelled by the owner of its email address. */
export function leadWithdrawnNotice(c: {
  lead: Lead;
  to: string;
  companyName: string;
  /** the recipient's account (issue #33: these emails can be switched off) */
  unsubscribe?: Unsubscribe;
}): MailInput {
  const where = area(from(c.lead));
  return letter({
    kind: "lead-withdrawn",
    to: c.to,
    unsubscribe: c.unsubscribe,
    subject: `Removal lead withdrawn: ${c.lead.typeOfMove}${where ? ` from ${where}` : ""}`,
    body: [
      `Hello ${c.companyName},`,
      `The owner of the email address this request was sent with has cancelled it: the ${c.lead.typeOfMove} move${where ? ` from ${where}` : ""} (${describeMoveDates(c.lead.startDate, c.lead.endDate) || "no date given"}) is closed in your dashboard, and any quote you sent for it no longer applies. No action is needed.`,
    ],
  });
}

/**
 * Issue #13 (docs/README.md#issues): a customer's request was sent with the address of a removal company's or the team's account.
 * Nothing was stored; the address is told, with nothing the sender typed.
 */
export function notAClientNotice(to: string, appUrl: string): MailInput {
  return letter({
    kind: "lead-not-client",
    to,
    subject: "A removal request was sent with your email address",
    body: [
      "Hello,",
      "Someone tried to send a customer's removal request with this email address. It belongs to a business or staff account on London Removals Compare, so the request was not stored or sent to anyone.",
      `If it was you: please use a personal email address for your own move, at ${appUrl}/free-quotes/wizard. If it was not you, ignore this email.`,
    ],
  });
}
