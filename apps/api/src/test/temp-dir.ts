// Folders tests write to (uploads, data files): under the system's temp directory, and removed when the test
// process exits. Test files share a Vitest worker (vitest.config.ts), so a folder outlives its file a little,
// but never the run: nothing is left in /tmp however many times the suite runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const made: string[] = [];
process.on("exit", () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder named `<prefix>` and six random characters, removed when the process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
