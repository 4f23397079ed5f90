// Issue #34: the quote form's code loads when the mover is about to use it (lib/part-on-use.tsx). The server sends
// the whole form inline (a large page too); the page hydrates without the form's code, and the form's HTML stays as
// it is; nothing is downloaded until the mover touches the form; what they typed and ticked meanwhile is still
// there once React has hydrated it (in place, without an error), and a "Send quote" pressed before the code arrived
// is sent once it has, once.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/account/dashboard/leads/l1"}
import assert from "node:assert/strict";
import { act, createContext, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { waitFor } from "@testing-library/react";
import { afterEach, test } from "vitest";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { partOnUse } from "../../lib/part-on-use.tsx";
import { streamHtml } from "../../lib/stream-html.ts";
import { QuoteForm } from "./quote-form.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
// the company's templates and cover (none), and a send that succeeds
globalThis.fetch = (async (url: string, init?: RequestInit) => {
  const method = init?.method ?? "GET";
  if (method !== "GET") sent.push({ method, url, body: JSON.parse(String(init?.body ?? "{}")) });
  return new Response(
    JSON.stringify({
      status: true,
      message: "Quote sent",
      data: { templates: [], cover: null },
    }),
    { headers: { "content-type": "application/json" } },
  );
}) as typeof fetch;

type Part = ReturnType<typeof partOnUse<Parameters<typeof QuoteForm>[0]>>["Part"];
const moveDate = addDaysIso(todayInLondon(), 20);
const done: string[] = [];

/** the router's state, say: it changes above the form with every press of the page's button */
const Presses = createContext(0);

/** the lead page, roughly: a long conversation before the form, a button of its own that re-renders it */
function Page({ Part }: { Part: Part }) {
  const [n, setN] = useState(0);
  return (
    <Presses value={n}>
      <main>
        <button type="button" onClick={() => setN(n + 1)}>{`Page pressed ${n}`}</button>
        <ol>
          {Array.from({ length: 400 }, (_, i) => (
            <li key={i}>{`Message ${i} about the lift and the parking`}</li>
          ))}
        </ol>
        <Part
          leadId="l1"
          mode="send"
          initial={null}
          moveDate={moveDate}
          requested={["packing"]}
          onDone={(m) => done.push(`${m} ${n}`)}
        />
      </main>
    </Presses>
  );
}

async function serverHtml() {
  const server = partOnUse(async () => QuoteForm);
  await server.load();
  return streamHtml(<Page Part={server.Part} />);
}

/** the page as the browser gets it, hydrated with the form's code on its way until `arrive` */
async function hydrated() {
  const container = document.createElement("div");
  container.innerHTML = await serverHtml();
  document.body.append(container);
  let downloads = 0;
  let touches = 0;
  let arrive: () => void = () => {};
  const browser = partOnUse(
    () => {
      downloads += 1;
      return new Promise<typeof QuoteForm>((resolve) => (arrive = () => resolve(QuoteForm)));
    },
    () => {
      touches += 1;
    },
  );
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page Part={browser.Part} />, {
      onRecoverableError: (e) => errors.push(e),
      onUncaughtError: (e) => errors.push(e),
    });
  });
  const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector) as T;
  return {
    container,
    $,
    errors,
    downloads: () => downloads,
    touches: () => touches,
    arrive: () => act(async () => arrive()),
  };
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

afterEach(() => {
  document.body.innerHTML = "";
  sent.length = 0;
  done.length = 0;
});

test("the server sends the whole form inline, after a long page: not apart, behind a script", async () => {
  const html = await serverHtml();
  const at = (re: RegExp, message: string) => assert.ok(re.test(html), message);
  at(
    /Message 399 about the lift and the parking<\/li><\/ol><div class="part-on-use"><!--&--><form/,
    "inline",
  );
  at(/<button type="submit" class="button">Send quote<\/button>/, "with its button");
  assert.ok(!/<template|hidden id="S:|\$RC/.test(html), "no segment sent apart");
  // with the form's defaults, which react-hook-form alone would only set in the browser
  const page = document.createElement("div");
  page.innerHTML = html;
  const $ = <T extends Element>(selector: string) => page.querySelector<T>(selector) as T;
  assert.equal($<HTMLInputElement>('input[name="priceKind"]:checked').value, "fixed");
  assert.equal($<HTMLInputElement>('input[name="crewSize"]').value, "2");
  assert.equal($('select[name="vehicle"] option[selected]').textContent, "Luton van");
  assert.match($<HTMLTextAreaElement>('textarea[name="cancellationTerms"]').value, /^Free cancellation/);
});

test("typed and ticked before the code arrives, kept once it has; nothing downloaded before a touch", async () => {
  const page = await hydrated();
  const price = page.$<HTMLInputElement>('input[name="price"]');
  // the page works without the form's code, and a re-render of the page leaves the form's HTML alone
  await act(async () => page.$<HTMLButtonElement>("main > button").click());
  assert.equal(page.$("main > button").textContent, "Page pressed 1");
  await settle();
  assert.equal(page.downloads(), 0, "nothing fetched before the mover touches the form");

  price.focus();
  assert.equal(page.downloads(), 1, "a focus inside the form starts the download");
  assert.equal(page.touches(), 1, "and is told (the quote's checks start loading)");
  price.value = "450";
  price.dispatchEvent(new Event("input", { bubbles: true }));
  page.$<HTMLInputElement>('input[name="includes"][value="materials"]').checked = true;
  page.$<HTMLInputElement>('input[name="priceKind"][value="estimate"]').checked = true;
  page.$<HTMLInputElement>('input[data-extra="packing"]').checked = true;
  page.$<HTMLTextAreaElement>('textarea[name="message"]').value = "We can park on the street.";
  page.$<HTMLSelectElement>('select[name="vehicle"]').value = "Transit van";
  await act(async () => page.$<HTMLButtonElement>("main > button").click());
  assert.equal(page.$('input[name="price"]'), price, "still the server's form, as typed");
  assert.equal(price.value, "450");

  await page.arrive();
  await waitFor(() => assert.ok(page.$('input[data-extra-price="packing"]')));
  assert.equal(page.$('input[name="price"]'), price, "hydrated in place");
  assert.equal(price.value, "450");
  assert.equal(page.$<HTMLInputElement>('input[name="includes"][value="materials"]').checked, true);
  assert.equal(page.$<HTMLInputElement>('input[name="includes"][value="packing"]').checked, false);
  // react-hook-form alone would set the group back to nothing: a radio other than the default is not kept
  assert.equal(page.$<HTMLInputElement>('input[name="priceKind"]:checked').value, "estimate");
  assert.equal(page.$<HTMLInputElement>('input[data-extra="packing"]').checked, true);
  assert.ok(page.$('input[data-extra-price="packing"]'), "the ticked extra's price field is shown");
  assert.equal(page.$<HTMLTextAreaElement>('textarea[name="message"]').value, "We can park on the street.");
  assert.equal(page.$<HTMLSelectElement>('select[name="vehicle"]').value, "Transit van");
  // React handles the form now: the notice for the asked-for packing is gone, as it is priced as an extra
  assert.equal(page.container.querySelector(".not-included-notice"), null);
  assert.deepEqual(page.errors, []);
  assert.equal(sent.length, 0);
});

test("a Send quote pressed before the code arrives is held, then sent once, with what was typed", async () => {
  const page = await hydrated();
  const price = page.$<HTMLInputElement>('input[name="price"]');
  price.value = "620";
  const send = page.$<HTMLButtonElement>('button[type="submit"]');
  let native = 0;
  const seeNative = (e: Event) => {
    if (!e.defaultPrevented) native += 1;
  };
  window.addEventListener("submit", seeNative);
  await act(async () => send.click());
  assert.equal(page.downloads(), 1, "the press starts the download");
  assert.equal(native, 0, "not sent natively (a GET with the quote in the address)");
  assert.equal(sent.length, 0);

  await page.arrive();
  await waitFor(() => assert.ok(done.length > 0));
  window.removeEventListener("submit", seeNative);
  assert.equal(sent.length, 1, "sent once");
  assert.equal(sent[0]?.method, "POST");
  assert.equal(sent[0]?.url, "/api/company/leads/l1/quote");
  assert.equal(sent[0]?.body.price, "620");
  assert.equal(sent[0]?.body.crewSize, "2", "the defaults the page showed");
  assert.deepEqual(sent[0]?.body.availableDates, [moveDate]);
  assert.deepEqual(done, ["Quote sent 0"]);
  assert.equal(native, 0);
  assert.deepEqual(page.errors, []);
});

test("a Save template pressed before the code arrives is pressed again once it has, with the name typed", async () => {
  const page = await hydrated();
  page.$<HTMLDetailsElement>("details.save-template").open = true;
  page.$<HTMLInputElement>("details.save-template input").value = "Two-bed flat";
  const save = [...page.container.querySelectorAll<HTMLButtonElement>("details.save-template button")].find(
    (b) => b.textContent === "Save template",
  );
  assert.ok(save, "the form's Save template button");
  await act(async () => save.click());
  assert.equal(page.downloads(), 1, "the press starts the download");
  assert.equal(sent.length, 0, "nothing can be sent before the code is in");

  await page.arrive();
  await waitFor(() => assert.equal(sent.length, 1, "pressed again, once"));
  assert.equal(sent[0]?.method, "POST");
  assert.equal(sent[0]?.url, "/api/company/quote-templates");
  assert.equal(sent[0]?.body.name, "Two-bed flat", "the name typed before the code arrived");
  await settle();
  assert.equal(sent.length, 1);
  assert.deepEqual(page.errors, []);
});

test("a form React renders itself (Edit quote, a navigation) loads its code at once, untouched", async () => {
  let downloads = 0;
  const part = partOnUse(async () => {
    downloads += 1;
    return QuoteForm;
  });
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Page Part={part.Part} />));
  await waitFor(() => assert.ok(container.querySelector('input[name="price"]')));
  assert.equal(downloads, 1);
  root.unmount();
});
