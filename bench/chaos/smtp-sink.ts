// A local SMTP server that counts what it receives by Message-ID (the app gives every outbox row its own,
// the same on each attempt: modules/mail/transport.ts), and can refuse connections for a while: its
// listening socket is closed, so the app's connections are refused as by a mail server that is down.
import { SMTPServer } from "smtp-server";
import { freePort, log } from "../lib/util.ts";

export interface Sink {
  port: number;
  url: string;
  /** Message-ID -> times received */
  received: Map<string, number>;
  /** closes the listener until `resume` (connections refused) */
  refuse(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

const messageIdOf = (head: string) => head.match(/^message-id:\s*(<[^>\r\n]+>)/im)?.[1];

export async function startSink(): Promise<Sink> {
  const port = await freePort();
  const received = new Map<string, number>();
  // a client's connection reset (the app's pooled connection dropped mid-session) is the client's, not the
  // sink's: the mail figures show it if a mail did not arrive; it never stops the harness
  const make = () => {
    const made = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // no DNS look-up of each client's address (slow where there is no resolver)
      disableReverseLookup: true,
      // when refusing: connections still open (the app's pooled one) are told 421 and closed after a second
      closeTimeout: 1000,
      // the app may open many connections at once under load
      maxClients: 200,
      onData(stream, _session, cb) {
        let head = "";
        stream.on("data", (chunk: Buffer) => {
          if (head.length < 16_384) head += chunk.toString("latin1");
        });
        stream.on("end", () => {
          const id = messageIdOf(head.split(/\r?\n\r?\n/)[0] ?? "") ?? "(none)";
          received.set(id, (received.get(id) ?? 0) + 1);
          cb();
        });
      },
    });
    made.on("error", () => {});
    return made;
  };
  let server = make();
  const listen = () =>
    new Promise<void>((ok, fail) => {
      server.once("error", fail);
      server.listen(port, "127.0.0.1", () => ok());
    });
  const close = () => new Promise<void>((ok) => server.close(() => ok()));
  await listen();
  log(`SMTP sink on 127.0.0.1:${port}`);
  let open = true;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: async () => {
      if (!open) return;
      open = false;
      await close();
    },
    resume: async () => {
      if (open) return;
      server = make();
      await listen();
      open = true;
    },
    stop: async () => {
      if (open) await close();
      open = false;
    },
  };
}
