/** Total Blocking Time recomputed from a Lighthouse trace with CPU time (see `cpuTimeTbt`). */

export interface TraceTask {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** The mobile preset's CPU slowdown, which Lighthouse applies to every task of the trace. */
const CPU_SLOWDOWN = 4;

/**
 * Total Blocking Time as Lighthouse defines it (main-thread tasks after the first contentful paint,
 * slowed down 4x, the part of each over 50 ms), but from each task's CPU time instead of its wall
 * time. On a machine shared with other processes a task's wall time includes the time it waited
 * for a core, which Lighthouse then multiplies by 4; CPU time does not, so this figure is what a
 * quiet machine would show, within a few milliseconds.
 */
export function cpuTimeTbt(events: TraceTask[]): number {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return Number.NaN;
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === fcp.pid && event.tid === fcp.tid)
    .filter((event) => event.ts >= fcp.ts)
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * CPU_SLOWDOWN - 50), 0);
}
