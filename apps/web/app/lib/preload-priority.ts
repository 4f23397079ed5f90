// Issue #14 (docs/decisions/064-module-preloads-low-priority.md): an app page is server-rendered,
// so its first paint needs the HTML and the stylesheets only; the JavaScript hydrates it afterwards. React
// hoists React Router's <link rel="modulepreload"> tags to the top of <head>, where the browser fetches them at
// high priority beside the stylesheets (22 of them on the wizard). This stream step marks the ones in <head>
// fetchpriority="low": they still start at once and the module scripts still use them, but the HTML and CSS
// go first. Only <head> is touched; the rest of the page streams through unchanged.
import { Transform } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/** Marks the module preloads in a document's head as low priority. */
export function lowPriorityModulePreloads(html: string): string {
  return html.replace(PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/** A stream step that holds the document until its </head> has passed, rewrites that part, then passes through. */
export function modulePreloadsAtLowPriority(): Transform {
  let held: Buffer[] = [];
  let passing = false;
  const release = (stream: Transform) => {
    stream.push(Buffer.from(lowPriorityModulePreloads(Buffer.concat(held).toString("utf8"))));
    held = [];
    passing = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (passing) return done(null, chunk);
      held.push(chunk);
      if (Buffer.concat(held).includes(HEAD_END)) release(this);
      done();
    },
    flush(done) {
      if (!passing && held.length) release(this);
      done();
    },
  });
}
