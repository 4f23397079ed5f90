// What the pages call in-process (context.services.notifications): the settings page (/account/notifications,
// its plain form too) and the unsubscribe page (/account/unsubscribe, the emailed link and its one-click POST).
import type { SessionUser } from "@rm/domain";
import {
  CHANNELS_FOR_ROLE,
  isEssential,
  KINDS_FOR_ROLE,
  type NotificationChoice,
  type NotificationKind,
  offered,
} from "@rm/domain/notifications";
import type { Db } from "../../db/client.ts";

/** what this module needs of the app (not AppContext: the mail module, below it, imports this one) */
type Deps = { db: Db };
import { HttpError } from "../../lib/http.ts";
import {
  emailsOn,
  hasVerifiedPhone,
  notificationSettings,
  saveNotificationSettings,
  stopEmails,
} from "./preferences.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

/** saved, or the refusal's message for the page */
type Saved = { saved: true } | { saved: false; message: string };

export const notificationsWebService = (ctx: Deps) => ({
  /** the signed-in person's grid (null: nobody signed in) */
  settings: (user: SessionUser | null) => (user ? notificationSettings(ctx.db, user) : Promise.resolve(null)),

  /**
   * The settings page's plain form: a ticked box is a field "<kind>.<channel>" = "on", an unticked one is
   * absent, so every box of the person's grid is read from the form (the essential ones stay on).
   */
  saveForm: async (user: SessionUser, form: URLSearchParams): Promise<Saved> => {
    const choices: NotificationChoice[] = [];
    // without a verified phone the page's text boxes are disabled (not sent): the texts' defaults stand until
    // a phone is verified, rather than "off" stored for each
    const channels = (await hasVerifiedPhone(ctx.db, user._id))
      ? CHANNELS_FOR_ROLE[user.role]
      : CHANNELS_FOR_ROLE[user.role].filter((c) => c !== "text");
    for (const kind of KINDS_FOR_ROLE[user.role])
      for (const channel of channels.filter((c) => offered(user.role, kind, c)))
        choices.push({ kind, channel, on: form.get(`${kind}.${channel}`) === "on" });
    try {
      await saveNotificationSettings(
        ctx.db,
        user,
        choices.map((c) => ({ ...c, on: c.on || isEssentialChoice(c) })),
      );
      return { saved: true };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 400) return { saved: false, message: err.message };
      throw err;
    }
  },

  /** what an unsubscribe link names (null: not a link we signed) and whether those emails still go */
  unsubscribeLink: async (token: string | null): Promise<{ kind: NotificationKind; on: boolean } | null> => {
    const named = readUnsubscribeToken(token);
    if (!named) return null;
    return { kind: named.kind, on: await emailsOn(ctx.db, named.userId, named.kind) };
  },

  /** the one-click unsubscribe (RFC 8058) and the page's button: the kind stopped (null: not a link we signed) */
  unsubscribe: async (token: string | null): Promise<NotificationKind | null> => {
    const named = readUnsubscribeToken(token);
    if (!named) return null;
    await stopEmails(ctx.db, named.userId, named.kind);
    return named.kind;
  },
});

const isEssentialChoice = (c: NotificationChoice) => isEssential(c.kind, c.channel);
