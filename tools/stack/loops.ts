/**
 * Work repeated on a timer, for the local worker: each loop runs at once, then again `everyMs`
 * after its previous run finished (runs of one loop never overlap). A failed run is reported and
 * the loop goes on. `runNow` asks for a run at once (tests use it instead of waiting for the timer).
 */
export interface Loop {
  name: string;
  /** 0: no timer, the loop runs only when asked (`runNow`). */
  everyMs: number;
  run(): Promise<unknown>;
}

export interface RunningLoops {
  /**
   * Resolves once a run of the loop that started after this call has ended: at once when the loop
   * is idle, else right after the run in progress (callers meanwhile share that one extra run).
   * False for an unknown loop or once stopped.
   */
  runNow(name: string): Promise<boolean>;
  /** Stops scheduling and waits for the runs in progress. */
  stop(): Promise<void>;
}

interface LoopState {
  timer?: NodeJS.Timeout;
  inFlight?: Promise<void>;
  /** Callers waiting for the next run to end. */
  requested?: { promise: Promise<boolean>; resolve: (ran: boolean) => void };
}

export function startLoops(loops: readonly Loop[], onError: (loop: Loop, error: unknown) => void): RunningLoops {
  let stopped = false;
  const states = new Map(loops.map((loop) => [loop, {} as LoopState]));

  const tick = (loop: Loop) => {
    const state = states.get(loop)!;
    clearTimeout(state.timer);
    state.timer = undefined;
    if (stopped) return;
    const waiting = state.requested;
    state.requested = undefined;
    state.inFlight = loop
      .run()
      .then(
        () => undefined,
        (error: unknown) => onError(loop, error),
      )
      .finally(() => {
        state.inFlight = undefined;
        waiting?.resolve(true);
        if (stopped) return;
        if (state.requested) tick(loop);
        else if (loop.everyMs > 0) state.timer = setTimeout(() => tick(loop), loop.everyMs);
      });
  };

  for (const loop of loops) if (loop.everyMs > 0) tick(loop);
  return {
    runNow(name) {
      const loop = loops.find((candidate) => candidate.name === name);
      if (!loop || stopped) return Promise.resolve(false);
      const state = states.get(loop)!;
      if (!state.requested) {
        let resolve!: (ran: boolean) => void;
        const promise = new Promise<boolean>((done) => (resolve = done));
        state.requested = { promise, resolve };
      }
      const { promise } = state.requested;
      if (!state.inFlight) tick(loop);
      return promise;
    },
    async stop() {
      stopped = true;
      for (const state of states.values()) {
        clearTimeout(state.timer);
        state.requested?.resolve(false);
        state.requested = undefined;
      }
      await Promise.all([...states.values()].map((state) => state.inFlight));
    },
  };
}
