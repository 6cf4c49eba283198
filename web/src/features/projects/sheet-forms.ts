/**
 * The call sheet and fitting sheet forms (spec 2 §3 `call` and `fitting`): every field, in print
 * order, with its label and kind; checked with the shared schemas the server uses.
 */
import {
  callSheetSchema,
  fittingSheetSchema,
  type CallSheet,
  type FittingSheet,
  type ScheduleLine,
} from '@scenecall/shared';
import type { z } from 'zod';
import { errorsOf, type Checked } from './day-form';

export type SheetFieldKind = 'text' | 'multiline' | 'date' | 'dates' | 'schedule';

export interface SheetField<Sheet> {
  key: keyof Sheet & string;
  label: string;
  kind: SheetFieldKind;
  required?: boolean;
}

export const CALL_SHEET_FIELDS: SheetField<CallSheet>[] = [
  { key: 'title', label: 'Title', kind: 'text', required: true },
  { key: 'filmingDate', label: 'Filming date', kind: 'date', required: true },
  { key: 'reportTo', label: 'Report to', kind: 'multiline' },
  { key: 'parking', label: 'Parking', kind: 'multiline' },
  { key: 'shuttles', label: 'Shuttles', kind: 'multiline' },
  { key: 'healthAndSafety', label: 'Health and safety', kind: 'multiline' },
  { key: 'rate', label: 'Rate', kind: 'multiline' },
  { key: 'callSheet', label: 'Schedule', kind: 'schedule' },
  { key: 'wardrobeNotes', label: 'Wardrobe notes', kind: 'multiline' },
  { key: 'hairNotes', label: 'Hair notes', kind: 'multiline' },
  { key: 'makeupNotes', label: 'Makeup notes', kind: 'multiline' },
  { key: 'accounting', label: 'Accounting', kind: 'multiline' },
  { key: 'additionalNotes', label: 'Additional notes', kind: 'multiline' },
];

export const FITTING_SHEET_FIELDS: SheetField<FittingSheet>[] = [
  { key: 'title', label: 'Title', kind: 'text', required: true },
  { key: 'shootDates', label: 'Shoot dates', kind: 'dates' },
  { key: 'fittingDate', label: 'Fitting date', kind: 'date', required: true },
  { key: 'rate', label: 'Rate', kind: 'multiline' },
  { key: 'fittingTime', label: 'Fitting times', kind: 'schedule' },
  { key: 'reportTo', label: 'Report to', kind: 'multiline' },
  { key: 'notes', label: 'Notes', kind: 'multiline' },
  { key: 'wardrobeNotes', label: 'Wardrobe notes', kind: 'multiline' },
  { key: 'hairNotes', label: 'Hair notes', kind: 'multiline' },
  { key: 'makeupNotes', label: 'Makeup notes', kind: 'multiline' },
  { key: 'additionalNotes', label: 'Additional notes', kind: 'multiline' },
];

function check<Sheet>(schema: z.ZodType<Sheet>, values: Sheet): Checked<Sheet> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: errorsOf(result.error.issues) };
}

export const checkCallSheet = (values: CallSheet) => check(callSheetSchema, values);
export const checkFittingSheet = (values: FittingSheet) => check(fittingSheetSchema, values);

export const emptyScheduleLine = (): ScheduleLine => ({ time: '', description: '' });
