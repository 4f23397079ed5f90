// Issue #33: a letter's HTML part, with React Email's components (email-safe markup: tables where mail
// clients need them, inline styles, Outlook's button padding). The site's name as words (no image to load),
// its green (apps/web/app/styles/app.css), one button, a heading, a phone-width column, and a dark scheme
// for clients that ask for one. docs/decisions/090-email-react-email.md.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Section,
  Text,
} from "@react-email/components";
import { STOP_THESE_EMAILS } from "@rm/domain/notifications";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  type Action,
  actionLead,
  CUSTOMER_SIGN,
  isAction,
  type Letter,
  partsOf,
  SITE_NAME,
} from "./letter.ts";

/** the site's colours (apps/web/app/styles/app.css), and their dark-scheme counterparts */
const C = {
  green: "#0b5c4a",
  ink: "#1b2430",
  muted: "#4a5565",
  line: "#d5dbe1",
  bg: "#ffffff",
  bgSoft: "#f5f7f8",
};
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// Clients that follow prefers-color-scheme (Apple Mail, iOS, some Outlooks) get the dark scheme; the others
// invert the light one themselves, which the colours survive (they meet AA on white).
const DARK = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme: dark){
.rm-page{background:#0f1418 !important}
.rm-card{background:#1b2430 !important;border-color:#3a4656 !important}
.rm-text,.rm-h1{color:#e8edf2 !important}
.rm-muted{color:#b4bdc8 !important}
.rm-brand,.rm-link{color:#8fdcc4 !important}
.rm-button{background:#8fdcc4 !important;color:#0b1f19 !important}
}`;

const text = { fontSize: "16px", lineHeight: "24px", color: C.ink, margin: "0 0 16px" };
const URL_RE = /https?:\/\/[^\s<>"]+/g;
// a long link (a token's) breaks anywhere rather than widen a phone's screen
const LINK = {
  color: C.green,
  textDecoration: "underline",
  wordBreak: "break-all",
  overflowWrap: "anywhere",
} as const;

/** `s` with its links as links (a full stop or bracket after a link is not part of it) */
function linked(s: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of s.matchAll(URL_RE)) {
    const url = m[0].replace(/[.,;:)\]]+$/, "");
    out.push(s.slice(at, m.index));
    out.push(
      <Link key={m.index} href={url} className="rm-link" style={LINK}>
        {url}
      </Link>,
    );
    at = m.index + url.length;
  }
  out.push(s.slice(at));
  return out;
}

/** lines of words, a line break between them */
const Lines = ({ lines }: { lines: string[] }) => (
  <Text className="rm-text" style={text}>
    {lines.flatMap((l, i) => (i === 0 ? linked(l) : [<br key={`br${i}`} />, ...linked(l)]))}
  </Text>
);

/** one paragraph: a quotation ("> " lines), or lines of words with its "- " lines as lists */
function Paragraph({ words }: { words: string }) {
  const lines = words.split("\n");
  if (lines.every((l) => l.startsWith(">")))
    return (
      <blockquote
        className="rm-text"
        style={{ ...text, borderLeft: `4px solid ${C.line}`, paddingLeft: "12px", marginLeft: 0 }}
      >
        {lines.flatMap((l, i) => {
          const shown = linked(l.replace(/^> ?/, ""));
          return i === 0 ? shown : [<br key={`br${i}`} />, ...shown];
        })}
      </blockquote>
    );
  // runs of list lines and of other lines, in order
  const runs: { list: boolean; lines: string[] }[] = [];
  for (const l of lines) {
    const list = l.startsWith("- ");
    const last = runs.at(-1);
    if (last && last.list === list) last.lines.push(list ? l.slice(2) : l);
    else runs.push({ list, lines: [list ? l.slice(2) : l] });
  }
  return (
    <>
      {runs.map((r, i) =>
        r.list ? (
          <ul key={i} className="rm-text" style={{ ...text, paddingLeft: "20px" }}>
            {r.lines.map((l, j) => (
              <li key={j}>{linked(l)}</li>
            ))}
          </ul>
        ) : (
          <Lines key={i} lines={r.lines} />
        ),
      )}
    </>
  );
}

function ActionButton({ a }: { a: Action }) {
  const lead = actionLead(a);
  const above = a.above ?? (lead.replace(/:$/, "").toLowerCase() === a.action.toLowerCase() ? "" : lead);
  return (
    <>
      {above && <Paragraph words={above} />}
      <Section style={{ margin: "8px 0 24px" }}>
        <Button
          href={a.url}
          className="rm-button"
          style={{
            background: C.green,
            color: "#ffffff",
            fontSize: "16px",
            fontWeight: 600,
            lineHeight: "24px",
            padding: "12px 20px",
            borderRadius: "10px",
            display: "block",
            textAlign: "center",
          }}
        >
          {a.action}
        </Button>
      </Section>
    </>
  );
}

function LetterBody({ l }: { l: Letter }) {
  const sign = l.sign === undefined ? CUSTOMER_SIGN : l.sign;
  const blocks = partsOf(l).flatMap((p, i) =>
    isAction(p)
      ? [<ActionButton key={i} a={p} />]
      : p.split(/\n{2,}/).map((words, j) => <Paragraph key={`${i}.${j}`} words={words} />),
  );
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <title>{l.subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK}</style>
      </Head>
      <Body style={{ margin: 0, background: C.bgSoft, fontFamily: FONT }}>
        <Section className="rm-page" style={{ background: C.bgSoft, width: "100%" }}>
          <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px 12px" }}>
            <Text
              className="rm-brand"
              style={{ fontSize: "16px", fontWeight: 700, color: C.green, margin: "0 0 12px 4px" }}
            >
              {SITE_NAME}
            </Text>
            <Section
              className="rm-card"
              style={{
                background: C.bg,
                border: `1px solid ${C.line}`,
                borderRadius: "10px",
                padding: "24px 20px",
              }}
            >
              <Heading
                as="h1"
                className="rm-h1"
                style={{ fontSize: "22px", lineHeight: "30px", color: C.ink, margin: "0 0 16px" }}
              >
                {l.heading ?? l.subject}
              </Heading>
              {blocks}
            </Section>
            {sign && (
              <>
                <Hr style={{ borderColor: C.line, margin: "20px 0 12px" }} />
                <Text
                  className="rm-muted"
                  style={{ fontSize: "13px", lineHeight: "20px", color: C.muted, margin: 0 }}
                >
                  {sign}
                </Text>
              </>
            )}
            {l.stopUrl && (
              <Text
                className="rm-muted"
                style={{ fontSize: "13px", lineHeight: "20px", color: C.muted, margin: "8px 0 0" }}
              >
                <Link
                  href={l.stopUrl}
                  className="rm-muted"
                  style={{ color: C.muted, textDecoration: "underline" }}
                >
                  {STOP_THESE_EMAILS}
                </Link>
              </Text>
            )}
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The letter's HTML. React's synchronous renderer (what @react-email/render runs, less its Suspense support,
 * which these components do not use): a mail is made inside the transaction that stores it, often as a value
 * of a prepared statement, so it cannot wait for a promise.
 */
export const letterHtml = (l: Letter) => DOCTYPE + renderToStaticMarkup(<LetterBody l={l} />);
