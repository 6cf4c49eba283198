import type { FieldIssue } from '@scenecall/shared';
import type { z } from 'zod';
import { ApiError } from './api-error';

export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : '(body)',
    message: issue.message,
  }));
}

/** Parses with the shared schema; a failure is a 400 that names every bad field. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, what: 'body' | 'query' | 'path'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = issuesOf(result.error);
  const names = fields.map((field) => field.field).join(', ');
  throw new ApiError('validation-failed', `Invalid ${what}: ${names}`, fields);
}
