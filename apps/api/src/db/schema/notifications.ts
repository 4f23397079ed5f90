// Issue #33: what each person chose to receive, per kind of message and channel (@rm/domain/notifications).
// Only choices made are stored: a missing row is the default (defaultOn). The data model is split by
// resource; db/schema.ts re-exports every file.
import type { NotificationChannel, NotificationKind } from "@rm/domain/notifications";
import { boolean, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { ts } from "./columns.ts";

export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  // the senders' check reads one row by this key (modules/notifications/preferences.ts)
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);
