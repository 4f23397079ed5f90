// Issue #29: how much one person (and one address) may use the conversations — the live sockets and the
// messages. No zod: the tab's live connection (apps/web features/conversations/live.ts) reads the socket's
// keep-alive and close codes from here, and the header that opens it is on every page.

/**
 * The live socket (GET /api/conversations/live). A tab needs one; a browser's session may hold `perSession`
 * at once, an account (over all its sessions) `perUser`, one client address (IPv6: its /64) `perAddress` —
 * counted over every app process. A socket past a limit is refused once open, with close code 1008 and
 * `tooManyReason` (the sockets already open keep working: no tab steals another's). An address may open
 * `upgradesPerMinute` sockets a minute (before RATE_LIMIT_FACTOR); past that the upgrade is answered 429.
 * A socket the page sends nothing on for `idleMinutes` is closed (our pings and the browser's pongs do not
 * count): the page says it is still there every `keepAliveMinutes`.
 */
export const LIVE_LIMITS = {
  perSession: 3,
  perUser: 6,
  perAddress: 30,
  upgradesPerMinute: 60,
  idleMinutes: 10,
  keepAliveMinutes: 4,
} as const;

/** the close codes and reasons of the live socket (a reason is at most 123 bytes) */
export const LIVE_CLOSE = {
  /** policy violation: over a limit of LIVE_LIMITS */
  tooMany: 1008,
  tooManyReason: "Too many live connections: close other tabs of this site",
  /** ours (4000–4999): nothing heard from the page for LIVE_LIMITS.idleMinutes */
  idle: 4000,
  idleReason: "Idle",
} as const;

/** what the page sends to say it is still there (anything else is ignored too) */
export const LIVE_KEEPALIVE = "alive";

/**
 * Messages in conversations, per person and conversation, whichever way they are sent (the API, the page's
 * plain form without JavaScript): `perMinute` and `perDay` messages, and `photoMessagesPerHour` messages
 * with photos. One client address may send `perAddressPerMinute` messages a minute over all its
 * conversations and accounts. A person's photos may add up to `photoMegapixelsPerHour` megapixels an hour over all
 * their conversations (decoding costs CPU by the pixel, not by the byte: issue #29 item 10). All before
 * RATE_LIMIT_FACTOR.
 */
export const MESSAGE_LIMITS = {
  perMinute: 60,
  perDay: 500,
  photoMessagesPerHour: 30,
  perAddressPerMinute: 120,
  /** about 125 phone photos (12 megapixels each) */
  photoMegapixelsPerHour: 1500,
} as const;

export const MESSAGE_LIMIT_MESSAGES = {
  perMinute:
    "You are sending messages faster than anyone can read them. Please wait a minute, then send again.",
  perDay: `You have sent ${MESSAGE_LIMITS.perDay} messages in this conversation today, the most we allow in a day. Please carry on tomorrow.`,
  photos: `You have sent ${MESSAGE_LIMITS.photoMessagesPerHour} messages with photos in the last hour. Please wait a while before sending more photos.`,
  perAddress: "Too many messages are being sent from your network. Please wait a minute, then send again.",
  photoPixels:
    "You have sent a lot of large photos in the last hour. Please wait a while, or send smaller photos (a screenshot or a photo at a lower resolution).",
} as const;
