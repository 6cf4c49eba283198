/**
 * The wizard's day form checked with the schema the server uses: apart from wizard-state.ts so the
 * wizard's first step does not load the schemas (and zod) before step 2 needs them.
 */
import { wizardDayDetailsSchema } from '@scenecall/shared';
import { detailsInput, type WizardDetails } from './wizard-state';

/** The day form's errors by field. */
export function detailsErrors(details: WizardDetails): Record<string, string> {
  const result = wizardDayDetailsSchema.safeParse(detailsInput(details));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'production' ? 'production' : String(issue.path[0] ?? 'form');
    errors[field] ??= field === 'production' ? 'Production is required' : issue.message;
  }
  return errors;
}
