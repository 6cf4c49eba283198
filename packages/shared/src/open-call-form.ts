/**
 * Casting's open call form: what it holds, filled from a call to edit, and the body it sends. The
 * criteria are a focused part of the casting search's filters, kept as the search's query string.
 */
import { castingFiltersToQuery, queryParamsOf } from './casting-view';
import { agencyDateOf, agencyTimeOf } from './dates';
import { GENDERS, UNION_STATUSES, type Gender, type UnionStatus } from './enums';
import type { EditOpenCallBody, OpenCallQuestion, OpenCallView } from './schemas/open-call';

export interface OpenCallForm {
  title: string;
  description: string;
  union: UnionStatus[];
  gender: Gender[];
  ageMin: string;
  ageMax: string;
  city: string;
  selfDrive: boolean;
  questions: OpenCallQuestion[];
  submissionsWanted: string;
  closingDate: string;
  closingTime: string;
  showProduction: boolean;
}

export const emptyOpenCallForm = (closingDate: string): OpenCallForm => ({
  title: '',
  description: '',
  union: [],
  gender: [],
  ageMin: '',
  ageMax: '',
  city: '',
  selfDrive: false,
  questions: [],
  submissionsWanted: '10',
  closingDate,
  closingTime: '18:00',
  showProduction: false,
});

/** A list filter's values that the form offers ('AABP,Non-Union' -> ['AABP', 'Non-Union']). */
const listParam = <T extends string>(value: string | undefined, offered: readonly T[]): T[] =>
  (value ?? '').split(',').filter((item): item is T => (offered as readonly string[]).includes(item));

/** The form filled from a call, to edit it (criteria the form does not show are kept by `openCallBodyOf`). */
export function openCallFormOf(call: OpenCallView): OpenCallForm {
  const params = queryParamsOf(call.criteria) ?? {};
  return {
    title: call.title,
    description: call.description,
    union: listParam(params.union, UNION_STATUSES),
    gender: listParam(params.gender, GENDERS),
    ageMin: params.ageMin ?? '',
    ageMax: params.ageMax ?? '',
    city: params.city ?? '',
    selfDrive: params.selfDrive === 'true',
    questions: call.questions,
    submissionsWanted: String(call.submissionsWanted),
    closingDate: agencyDateOf(call.closesAt),
    closingTime: agencyTimeOf(call.closesAt),
    showProduction: call.showProduction,
  };
}

/**
 * The body to post or save: the form's criteria over those the call already had (so a filter set
 * elsewhere, e.g. hair, survives an edit), as the casting search's query string.
 */
export function openCallBodyOf(form: OpenCallForm, previousCriteria = ''): EditOpenCallBody {
  const criteria = {
    ...queryParamsOf(previousCriteria),
    union: form.union,
    gender: form.gender,
    ageMin: form.ageMin.trim(),
    ageMax: form.ageMax.trim(),
    city: form.city.trim(),
    selfDrive: form.selfDrive ? 'true' : '',
  };
  return {
    title: form.title,
    description: form.description,
    criteria: castingFiltersToQuery(criteria),
    questions: form.questions,
    submissionsWanted: Number(form.submissionsWanted),
    closingDate: form.closingDate,
    closingTime: form.closingTime,
    showProduction: form.showProduction,
  };
}
