import { z } from 'zod';

/** A dependency answered in time (`ok`), answered but slowly (`slow`), or failed or missed its deadline (`down`). */
export const DEPENDENCY_STATES = ['ok', 'slow', 'down'] as const;
export type DependencyState = (typeof DEPENDENCY_STATES)[number];

/** The data services every request needs, checked on every report. */
export const CORE_DEPENDENCIES = ['firestore', 'storage', 'auth'] as const;
/** Third-party services, reported when the server is configured for them. */
export const THIRD_PARTY_DEPENDENCIES = ['stripe', 'smtp', 'sms'] as const;
export type HealthDependency = (typeof CORE_DEPENDENCIES)[number] | (typeof THIRD_PARTY_DEPENDENCIES)[number];

/** How the status page names each dependency. */
export const DEPENDENCY_LABELS: Record<HealthDependency, string> = {
  firestore: 'Database',
  storage: 'File storage',
  auth: 'Sign-in',
  stripe: 'Card payments',
  smtp: 'E-mail',
  sms: 'Text messages',
};

export const dependencyHealthSchema = z.object({
  status: z.enum(DEPENDENCY_STATES),
  latencyMs: z.number(),
  /** The check's own deadline: a `down` whose latency equals it did not answer in time. */
  deadlineMs: z.number(),
  message: z.string().optional(),
});
export type DependencyHealth = z.infer<typeof dependencyHealthSchema>;

export const healthReportSchema = z.object({
  status: z.enum(DEPENDENCY_STATES),
  checkedAt: z.string(),
  dependencies: z.object({
    firestore: dependencyHealthSchema,
    storage: dependencyHealthSchema,
    auth: dependencyHealthSchema,
    stripe: dependencyHealthSchema.optional(),
    smtp: dependencyHealthSchema.optional(),
    sms: dependencyHealthSchema.optional(),
  }),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** The report's overall state: the worst of its dependencies'. */
export function overallHealth(states: readonly DependencyState[]): DependencyState {
  if (states.includes('down')) return 'down';
  return states.includes('slow') ? 'slow' : 'ok';
}
