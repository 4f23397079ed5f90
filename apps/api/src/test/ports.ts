// Ports for the tests that start a server process of their own (`npm run dev`, `npm start`): the system picks a
// free port, the test closes it and hands it to the process, which binds it seconds later. Between the two,
// the system can give the same port to someone else (any outgoing connection on the machine takes a local
// port from the same range): the process then fails to bind, and is started again on another port.
import { once } from "node:events";
import { createServer } from "node:net";

/** A port nobody listens on now: the system's pick, closed again at once. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** What a process prints when the port it was given was taken before it could bind it. */
export const PORT_TAKEN = /EADDRINUSE/;

export interface PortedProcess<P> {
  /** starts the process on `port` */
  start: (port: number) => P;
  /** resolves once it answers; rejects when it ended or failed (a port taken: its output says PORT_TAKEN) */
  ready: (process: P) => Promise<void>;
  /** what it has printed so far */
  output: (process: P) => string;
  /** stops what `start` started */
  stop: (process: P) => Promise<void>;
}

/**
 * Starts a server process on a free port and waits until it is ready; when the port was taken between the
 * pick and its bind, stops it and starts it again on another port, `attempts` times in all. A process that
 * fails otherwise is stopped and its error thrown.
 */
export async function startOnFreePort<P>(how: PortedProcess<P>, attempts = 3): Promise<P> {
  for (let attempt = 1; ; attempt++) {
    const started = how.start(await freePort());
    try {
      await how.ready(started);
      return started;
    } catch (err) {
      const taken = PORT_TAKEN.test(how.output(started));
      await how.stop(started);
      if (!taken || attempt >= attempts) throw err;
    }
  }
}
