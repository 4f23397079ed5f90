// Work that must not run side by side for one key (issue #29 item 10: one person's photos are decoded one
// after another, so that six large photos in six tabs cost one core, not six). Per process: a second machine
// has cores of its own.

/** Runs tasks one after another per key; tasks of different keys run side by side. */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const mine = before.then(task, task);
    // the next task waits for this one, whether it succeeds or not; the key is let go when nothing waits
    const tail = mine.then(
      () => {},
      () => {},
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return mine;
  }

  /** how many keys have work queued or running */
  get busyKeys(): number {
    return this.tails.size;
  }
}
