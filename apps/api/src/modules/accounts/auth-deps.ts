// What the sign-in services need from the app: the database, how long a session lasts, the site's address.
import type { Db } from "../../db/client.ts";

export interface AuthDeps {
  db: Db;
  sessionDays: number;
  appUrl: string;
}
