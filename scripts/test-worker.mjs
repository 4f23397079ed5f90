// One process of scripts/run-tests.mjs that runs test files one after another, each asked of the parent over
// IPC when the last has ended, so the app's modules are imported (through tsx) once per process instead of
// once per file — that import was about 2 s of a 3.5 s API test file's start (docs/DECISIONS.md, "test files
// share a process").
//
// Each file runs inside a suite named by its path: its tests and its `before`/`after` hooks belong to that
// suite, so a file's `after` (closing its app and database) runs when its own tests end, before the next file
// starts. Files never run at once in one process; what a file leaves in module state (a cache keyed by its
// app, a key chosen at its app's start) is set again by the next file's app.
import { describe } from "node:test";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** the next file to run, or null when there is none */
const next = () =>
  new Promise((done) => {
    process.once("message", (msg) => done(msg.file ?? null));
    process.send({ ready: true });
  });

for (let file = await next(); file; file = await next()) {
  const started = performance.now();
  await describe(file, async () => {
    await import(pathToFileURL(resolve(file)).href);
  });
  process.send({ done: file, ms: Math.round(performance.now() - started) });
}
// nothing of ours keeps the process alive now: it ends once the last file's handles are closed (the parent
// stops a process that does not)
process.disconnect();
