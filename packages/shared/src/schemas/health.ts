import { z } from 'zod';

export const DEPENDENCY_STATES = ['ok', 'down'] as const;

export const healthReportSchema = z.object({
  status: z.enum(DEPENDENCY_STATES),
  checkedAt: z.string(),
  dependencies: z.object({
    firestore: z.object({ status: z.enum(DEPENDENCY_STATES), latencyMs: z.number(), message: z.string().optional() }),
    storage: z.object({ status: z.enum(DEPENDENCY_STATES), latencyMs: z.number(), message: z.string().optional() }),
  }),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
