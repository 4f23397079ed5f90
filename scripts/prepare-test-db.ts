// Prints the PGlite snapshot path or the PostgreSQL template name that test files start from; or creates
// an empty database for the e2e suite's app (create-postgres <name>: prints its URL) and drops it again.
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  preparePgliteSnapshot,
  preparePostgresTemplate,
} from "../apps/api/src/test/database.ts";

const kind = process.argv[2];
if (kind === "pglite") console.log(await preparePgliteSnapshot());
else if (kind === "postgres") console.log(await preparePostgresTemplate());
else if (kind === "create-postgres" && process.argv[3])
  console.log((await createPostgresDatabase(process.argv[3])).url);
else if (kind === "drop-postgres" && process.argv[3]) await dropPostgresDatabase(process.argv[3]);
else throw new Error("usage: prepare-test-db.ts pglite|postgres|create-postgres <name>|drop-postgres <name>");
