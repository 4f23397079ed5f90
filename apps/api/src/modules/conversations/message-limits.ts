// Issue #29: how many messages one person may send in one conversation, whichever way they send them (the API,
// the page's plain form without JavaScript): MESSAGE_LIMITS a minute and a day, messages with photos an hour,
// and a client address over all its conversations and accounts. Checked in the service every path calls
// (messages.ts), before anything is read, decoded or stored; counted with the other processes in Redis when
// there is one (abuse's Velocity: this process's own counts when Redis fails).
import { MESSAGE_LIMIT_MESSAGES, MESSAGE_LIMITS } from "@rm/domain/conversation-limits";
import type { AppContext } from "../../app-context.ts";
import { addressKey } from "../../lib/addresses.ts";
import { type SharedRedis, sharedRedisOf } from "../../lib/bus.ts";
import { HttpError } from "../../lib/http.ts";
import { Velocity } from "../abuse/index.ts";

/** who is sending, from where, into which conversation */
export interface SendOrigin {
  userId: string;
  roomId: string;
  /** the client address (req.ip, the pages' requestIp) */
  ip: string | undefined;
}

export type MessageLimitCounts = { [K in keyof typeof MESSAGE_LIMITS]: number };

/** MESSAGE_LIMITS times RATE_LIMIT_FACTOR */
export const scaledMessageLimits = (factor: number): MessageLimitCounts => ({
  perMinute: Math.ceil(MESSAGE_LIMITS.perMinute * factor),
  perDay: Math.ceil(MESSAGE_LIMITS.perDay * factor),
  photoMessagesPerHour: Math.ceil(MESSAGE_LIMITS.photoMessagesPerHour * factor),
  perAddressPerMinute: Math.ceil(MESSAGE_LIMITS.perAddressPerMinute * factor),
  photoMegapixelsPerHour: Math.ceil(MESSAGE_LIMITS.photoMegapixelsPerHour * factor),
});

export class MessageLimits {
  private readonly minute = new Velocity(60_000);
  private readonly hour = new Velocity(3600_000);
  private readonly day = new Velocity(86_400_000);

  constructor(
    private readonly max: MessageLimitCounts,
    private readonly shared: SharedRedis | null,
  ) {}

  /** Counts one message (with photos or not); past a limit: 429 with the limit's words, nothing stored. */
  async count(o: SendOrigin, withPhotos: boolean): Promise<void> {
    const room = `${o.userId}:${o.roomId}`;
    const refuse = (message: string) => new HttpError(429, message);
    const [inMinute, fromAddress] = await this.minute.hitAll(
      [`msg-minute:${room}`, `msg-address:${addressKey(o.ip)}`],
      this.shared,
    );
    if (fromAddress! > this.max.perAddressPerMinute) throw refuse(MESSAGE_LIMIT_MESSAGES.perAddress);
    if (inMinute! > this.max.perMinute) throw refuse(MESSAGE_LIMIT_MESSAGES.perMinute);
    const [inDay] = await this.day.hitAll([`msg-day:${room}`], this.shared);
    if (inDay! > this.max.perDay) throw refuse(MESSAGE_LIMIT_MESSAGES.perDay);
    if (!withPhotos) return;
    const [photosInHour] = await this.hour.hitAll([`msg-photos:${room}`], this.shared);
    if (photosInHour! > this.max.photoMessagesPerHour) throw refuse(MESSAGE_LIMIT_MESSAGES.photos);
  }

  /**
   * Counts the megapixels a person's photos will cost to decode (read from their headers), over all their
   * conversations; past the hour's budget: 429, and nothing is decoded or stored.
   */
  async chargePixels(userId: string, megapixels: number): Promise<void> {
    const [inHour] = await this.hour.hitAll([`msg-megapixels:${userId}`], this.shared, megapixels);
    if (inHour! > this.max.photoMegapixelsPerHour)
      throw new HttpError(429, MESSAGE_LIMIT_MESSAGES.photoPixels);
  }
}

const limits = new WeakMap<AppContext, MessageLimits>();

/** The one set of counters of an app: its routes and its pages' services count together. */
export function messageLimitsOf(ctx: AppContext): MessageLimits {
  const found =
    limits.get(ctx) ??
    new MessageLimits(scaledMessageLimits(ctx.config.RATE_LIMIT_FACTOR), sharedRedisOf(ctx));
  limits.set(ctx, found);
  return found;
}
