// Issue #17 at 375 px: a request no mover covers is said honestly and sent once a company is approved (the
// customer is emailed); changing a request emails the movers exactly what changed; cancelling; and a booking
// the mover confirms, with the move as a calendar file for both.
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle";
import { BASE, loginAs, PHONE, screenshot, sessionCookie, signInContext } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { proofHeader } from "../lib/proof.ts";
import { postBooking, postQuote, sendHouseMove } from "../lib/quote-loop.ts";
import { expect, test } from "../lib/fixtures.ts";
import { registerCompanyOpened } from "../lib/open-account.ts";
import { inDays } from "../lib/dates.ts";
import { MOVERS } from "../lib/demo-movers.ts";

const stamp = Date.now();
const moveDate = () => inDays(30);
const emailOf = (name: string) => MOVERS[name]!;
/**
 * the first demo mover a lead went to (a company another file registered and approved meanwhile may be
 * matched too: its sign-in is not known here)
 */
const firstDemo = (matched: string[]) => {
  const name = matched.find((n) => n in MOVERS);
  expect(name, `a demo mover among ${matched.join(", ")}`).toBeDefined();
  return name!;
};

async function api(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: isForm ? headers : { "content-type": "application/json", ...headers },
    body: isForm ? body : JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  expect(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(answer)}`).toBeTruthy();
  return { answer, res };
}

/** A company near Uxbridge doing international moves, registered, its certificates verified, still pending. */
async function pendingUxbridgeCompany(name: string) {
  const email = `uxbridge-${stamp}@example.org`;
  const opened = await registerCompanyOpened({
    companyName: name,
    contactName: "Dev Mistry",
    phone: "020 7946 0999",
    address: "2 Harefield Road",
    postcode: "UB8 1PH",
    website: "",
    email,
    password: "a-good-password",
    confirmPassword: "a-good-password",
    companiesHouseNumber: "",
    yearsTrading: 4,
    fleetSize: 2,
    services: ["International Removals", "House/Flat Removals"],
    coverageRadiusMiles: 10,
    coverageBoroughs: [],
  });
  const companyId = opened.answer.data.companyId!;
  const cookie = opened.cookie;
  const expiresOn = inDays(365);
  for (const kind of ["git", "pl"]) {
    const form = new FormData();
    form.set("kind", kind);
    form.set("coverPounds", "1000000");
    form.set("expiresOn", expiresOn);
    form.set(
      "file",
      new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" }),
      `${kind}.pdf`,
    );
    await api("POST", "/companies/me/documents", form, { cookie });
  }
  return companyId;
}

test("no mover covers the move: said honestly; approving a company sends it, and the customer is emailed", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  const email = `far-${stamp}@example.org`;
  // an international move from Uxbridge: no demo mover does international moves that far west
  const sent = await context.request.post(`${BASE}/api/client/register`, {
    headers: await proofHeader(),
    data: {
      client: {
        typeOfMove: "International Removals",
        fromCity: "UB8 1PH",
        fromAddress: "1 Kingston Lane, Uxbridge",
        fromPropertyType: "House",
        fromBedrooms: "2",
        toCountry: "France",
        toAddress: "12 Rue de la Paix, Paris",
        toPropertyType: "Apartment",
        additionalServices: [],
        dateType: "specific",
        startDate: moveDate(),
        endDate: "",
        payingForMove: "Self paid",
      },
      user: {
        title: "Mr",
        firstName: "Tariq",
        lastName: "Aziz",
        email,
        phoneNumber: "07700 900321",
        password: "",
        confirmPassword: "",
      },
      website: "",
    },
  });
  const answer = (await sent.json()) as { message: string; leadId: string; companies: unknown[] };
  expect(sent.status(), answer.message).toBe(200);
  expect(answer.companies).toEqual([]);
  expect(answer.message).toBe(LIFECYCLE_MESSAGES.keptNoMatch);
  await page.goto(`/client/removal-requests?showModal=true&lead=${answer.leadId}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(INTAKE_MESSAGES.noMatchesYet)).toBeVisible();
  await expect(page.getByText("sent to nearby companies")).toHaveCount(0);
  await screenshot(page, "request-no-match-375");
  const saved = await waitForMail(email, /^Your removal request is saved$/);
  expect(saved.text).toMatch(/No vetted mover covers this move yet/);

  const name = `Uxbridge Overseas Movers ${stamp}`;
  const companyId = await pendingUxbridgeCompany(name);
  const admin = await sessionCookie("admin@example.com");
  const detail = (await (
    await fetch(`${BASE}/api/admin/companies/${companyId}`, { headers: { cookie: admin } })
  ).json()) as Record<string, unknown>;
  const docs = (detail.data as { documents: { id: string }[] }).documents;
  expect(docs.length).toBe(2);
  // issue #19: insurance is verified with the checklist the admin confirms from the certificate
  const checklist = { insurer: "Aviva Insurance Ltd", policyNumber: "POL-2201" };
  for (const d of docs) await api("POST", `/admin/documents/${d.id}/verify`, checklist, { cookie: admin });
  await api("POST", `/admin/companies/${companyId}/approve`, {}, { cookie: admin });

  const later = await waitForMail(email, /^Your removal request has now been sent to movers$/);
  expect(later.text).toMatch(new RegExp(`sent it to 1 vetted mover: ${name}`));
  await waitForMail(`uxbridge-${stamp}@example.org`, /^New removal lead: International Removals/);
  await page.goto(`/client/removal-requests?showModal=true&lead=${answer.leadId}`);
  await expect(page.getByRole("dialog").getByRole("link", { name })).toBeVisible();
  await screenshot(page, "request-matched-later-375");
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("the customer changes the floor on a phone: the movers are emailed the change; the quote is flagged", async ({
  newPage,
}) => {
  const customer = { email: `edit-${stamp}@example.org`, password: "a-good-password" };
  const { leadId, matched } = await sendHouseMove(customer, moveDate());
  const mover = emailOf(firstDemo(matched));
  await postQuote(mover, leadId, { price: "780", priceKind: "fixed", availableDates: [moveDate()] });

  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}`);
  await page.getByRole("link", { name: "Change or cancel this request" }).click();
  await expect(page.getByRole("heading", { name: "Change your request" })).toBeVisible();
  await page.getByLabel("Floor (from)").selectOption("5");
  await page.getByLabel("Lift (from)").selectOption("no");
  await screenshot(page, "request-change-375");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.waitForURL((u) => u.pathname === `/client/removal-requests/${leadId}`);
  await expect(page.getByText(LIFECYCLE_MESSAGES.updated(matched.length))).toBeVisible();
  await expect(page.locator(".compare-cards").getByText(LIFECYCLE_MESSAGES.earlierDetails)).toBeVisible();
  await screenshot(page, "request-changed-375");

  const mail = await waitForMail(mover, /^Removal request changed: House\/Flat Removals/);
  expect(mail.text).toMatch(/- Floor \(from\): 3 → 5/);
  expect(mail.text).toMatch(/- Lift \(from\): Yes → No/);
  expect(mail.text).toMatch(/You quoted before this change/);
  expect(mail.text, "only what changed").not.toMatch(/Moving date:/);
  expect(consoleErrors).toEqual([]);
  await context.close();

  // the mover's lead page lists the same change above the move
  const moverPage = await newPage(PHONE);
  await signInContext(moverPage.context, mover);
  await moverPage.page.goto(`/account/dashboard/leads/${leadId}`);
  const changes = moverPage.page.getByRole("region", { name: /^The customer changed this move on / });
  await expect(changes.getByRole("listitem").filter({ hasText: "Floor (from): 3 → 5" })).toBeVisible();
  await expect(changes.getByRole("listitem").filter({ hasText: "Lift (from): Yes → No" })).toBeVisible();
  await screenshot(moverPage.page, "lead-changed-375");
  expect(moverPage.consoleErrors).toEqual([]);
  await moverPage.context.close();
});

test("the customer cancels with a reason (and the note 'Other' asks for): the movers are told and the request shows as cancelled", async ({
  newPage,
}) => {
  const customer = { email: `cancel-${stamp}@example.org`, password: "a-good-password" };
  const { leadId, matched } = await sendHouseMove(customer, moveDate());
  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}/change`);
  await page.getByRole("button", { name: "Cancel this request" }).click();
  await expect(page.getByText(LIFECYCLE_MESSAGES.reasonRequired)).toBeVisible();
  // issue #28: "Sent by mistake / duplicate" is a reason; "Other" asks for a note before it goes
  await expect(page.getByLabel("Sent by mistake / duplicate")).toBeVisible();
  await page.getByLabel("Other", { exact: true }).check();
  const note = page.getByLabel("Tell us why (required)");
  await expect(note).toBeVisible();
  await page.getByRole("button", { name: "Cancel this request" }).click();
  await expect(page.getByText(LIFECYCLE_MESSAGES.noteForOther)).toBeVisible();
  await expect(note).toBeFocused();
  await expect(page.getByRole("button", { name: "Yes, cancel my request" })).toHaveCount(0);
  await note.fill("We are moving in with family instead.");
  await page.getByRole("button", { name: "Cancel this request" }).click();
  await screenshot(page, "request-cancel-375");
  await page.getByRole("button", { name: "Yes, cancel my request" }).click();
  await page.waitForURL((u) => u.pathname === `/client/removal-requests/${leadId}`);
  await expect(page.getByText("You cancelled this request.")).toBeVisible();
  await expect(page.locator(".badge", { hasText: "Cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change or cancel this request" })).toHaveCount(0);
  // a cancelled request is not waiting for quotes
  await expect(page.getByText(/No quotes yet|we email you as each quote arrives/)).toHaveCount(0);
  await screenshot(page, "request-cancelled-375");
  const mail = await waitForMail(
    emailOf(firstDemo(matched)),
    /^Removal request cancelled: House\/Flat Removals/,
  );
  expect(mail.text).toMatch(/Their reason: Other \(“We are moving in with family instead\.”\)\./);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("booked, the mover confirms on a phone: both get the move as a calendar file", async ({ newPage }) => {
  const customer = { email: `book-${stamp}@example.org`, password: "a-good-password" };
  const { leadId, matched } = await sendHouseMove(customer, moveDate());
  const mover = emailOf(firstDemo(matched));
  const quoteId = await postQuote(mover, leadId, {
    price: "820",
    priceKind: "fixed",
    availableDates: [moveDate()],
  });
  await postBooking(customer, quoteId);

  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}`);
  await expect(page.getByText("Awaiting the mover's confirmation").first()).toBeVisible();
  await expect(page.getByText("What you booked")).toBeVisible();
  await screenshot(page, "booking-awaiting-375");
  await context.close();

  const moverPage = await newPage(PHONE);
  await loginAs(moverPage.page, mover);
  await moverPage.page.goto(`/account/dashboard/leads/${leadId}`);
  await expect(moverPage.page.getByRole("heading", { name: "Your booking for this move" })).toBeVisible();
  await screenshot(moverPage.page, "booking-mover-confirm-375");
  await moverPage.page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(moverPage.page.locator(".badge", { hasText: "Confirmed by the mover" }).first()).toBeVisible();
  await expect(moverPage.page.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);

  for (const [to, subject] of [
    [customer.email, /has confirmed your booking$/],
    [mover, /^Booking confirmed: House\/Flat Removals/],
  ] as const) {
    const mail = await waitForMail(to, subject);
    expect(mail.attachments.map((a) => [a.filename, a.contentType.split(";")[0]])).toEqual([
      ["move.ics", "text/calendar"],
    ]);
    expect(mail.attachments[0]!.size > 100).toBeTruthy();
    expect(mail.text).toMatch(/Cancellation terms: /);
  }
  expect(consoleErrors).toEqual([]);
  expect(moverPage.consoleErrors).toEqual([]);
  await moverPage.context.close();
});
