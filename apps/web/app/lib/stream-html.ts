// For tests that render on the server as entry.server.tsx does (issue #34: lazy-part, part-on-use): React's
// streaming renderer, its whole output collected as one string once the stream ends.
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** The HTML React streams for `node`, piped once its shell is ready ("shell") or once everything is ("all"). */
export function streamHtml(node: ReactNode, when: "shell" | "all" = "shell"): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        out += String(chunk);
        done();
      },
      final(done) {
        resolve(out);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(node, {
      ...(when === "all" ? { onAllReady: () => pipe(sink) } : { onShellReady: () => pipe(sink) }),
      onShellError: reject,
    });
  });
}
