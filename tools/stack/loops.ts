/**
 * Work repeated on a timer, for the local worker: each loop runs at once, then again `everyMs`
 * after its previous run finished (runs of one loop never overlap). A failed run is reported and
 * the loop goes on.
 */
export interface Loop {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface RunningLoops {
  /** Stops scheduling and waits for the runs in progress. */
  stop(): Promise<void>;
}

export function startLoops(loops: readonly Loop[], onError: (loop: Loop, error: unknown) => void): RunningLoops {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const tick = (loop: Loop) => {
    if (stopped) return;
    const run = loop
      .run()
      .then(
        () => undefined,
        (error: unknown) => onError(loop, error),
      )
      .finally(() => {
        inFlight.delete(run);
        if (stopped) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          tick(loop);
        }, loop.everyMs);
        timers.add(timer);
      });
    inFlight.add(run);
  };

  for (const loop of loops) tick(loop);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
