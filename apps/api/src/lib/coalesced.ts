// One run at a time of work that drains a queue (the mail outbox, the push outbox), started by kicks after a
// write. Kicks coalesce: at most one run waits behind the current one, and it takes everything queued by the
// time it starts, so a burst of writes — a thousand leads a second — costs a few runs, not a run each.
export interface Coalesced {
  /** run now (after the current run); resolves when what was queued by then has been handled */
  kick(): Promise<unknown>;
  /** no more runs; resolves when the current one has ended */
  stop(): Promise<void>;
}

/** `run` is given `stopping`: true once stop() was called (a long drain ends after its current batch) */
export function coalesced(
  run: (stopping: () => boolean) => Promise<unknown>,
  onError: (err: unknown) => void,
): Coalesced {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let queued: Promise<unknown> | null = null;
  const tick = async () => {
    if (stopped) return;
    try {
      await run(() => stopped);
    } catch (err) {
      onError(err);
    }
  };
  return {
    kick: () => {
      if (!queued) {
        running = running.then(() => {
          queued = null; // from here on, a kick queues the next run
          return tick();
        });
        queued = running;
      }
      return queued;
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
