/**
 * Casting's open call form: what it holds, filled from a call to edit, and the body it sends. The
 * criteria are the casting search's filter model (union, ages, heights, hair, eyes, gender,
 * ethnicity, sizes, self drive, city), kept as the search's query string.
 */
import { castingFiltersToQuery, EYE_FILTER_NAMES, HAIR_FILTER_NAMES, queryParamsOf } from './casting-view';
import { agencyDateOf, agencyTimeOf } from './dates';
import { BUST_CUPS, DRESS_SIZES, ETHNICITIES, GENDERS, JACKET_SIZES, UNION_STATUSES } from './enums';
import type { EditOpenCallBody, OpenCallQuestion, OpenCallView } from './schemas/open-call';

/** The list criteria the form offers, each with its choices (the casting search's enumerations). */
export const OPEN_CALL_LIST_CRITERIA = {
  union: UNION_STATUSES,
  gender: GENDERS,
  hair: HAIR_FILTER_NAMES,
  eyes: EYE_FILTER_NAMES,
  ethnicity: ETHNICITIES,
  jacket: JACKET_SIZES,
  dress: DRESS_SIZES,
  bustCup: BUST_CUPS,
} as const;
export type OpenCallListCriterion = keyof typeof OPEN_CALL_LIST_CRITERIA;
type ListChoices = { [K in OpenCallListCriterion]: (typeof OPEN_CALL_LIST_CRITERIA)[K][number][] };
const LIST_CRITERIA = Object.keys(OPEN_CALL_LIST_CRITERIA) as OpenCallListCriterion[];

export interface OpenCallForm extends ListChoices {
  title: string;
  description: string;
  ageMin: string;
  ageMax: string;
  /** Centimetres, as the casting search takes them. */
  heightMin: string;
  heightMax: string;
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
  hair: [],
  eyes: [],
  ethnicity: [],
  jacket: [],
  dress: [],
  bustCup: [],
  ageMin: '',
  ageMax: '',
  heightMin: '',
  heightMax: '',
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

const listChoicesOf = (params: Record<string, string>): ListChoices => ({
  union: listParam(params.union, UNION_STATUSES),
  gender: listParam(params.gender, GENDERS),
  hair: listParam(params.hair, HAIR_FILTER_NAMES),
  eyes: listParam(params.eyes, EYE_FILTER_NAMES),
  ethnicity: listParam(params.ethnicity, ETHNICITIES),
  jacket: listParam(params.jacket, JACKET_SIZES),
  dress: listParam(params.dress, DRESS_SIZES),
  bustCup: listParam(params.bustCup, BUST_CUPS),
});

/** The form filled from a call, to edit it (criteria the form does not show are kept by `openCallBodyOf`). */
export function openCallFormOf(call: OpenCallView): OpenCallForm {
  const params = queryParamsOf(call.criteria) ?? {};
  return {
    title: call.title,
    description: call.description,
    ...listChoicesOf(params),
    ageMin: params.ageMin ?? '',
    ageMax: params.ageMax ?? '',
    heightMin: params.heightMin ?? '',
    heightMax: params.heightMax ?? '',
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
 * elsewhere, e.g. visible tattoos, survives an edit), as the casting search's query string.
 */
export function openCallBodyOf(form: OpenCallForm, previousCriteria = ''): EditOpenCallBody {
  const criteria = {
    ...queryParamsOf(previousCriteria),
    ...Object.fromEntries(LIST_CRITERIA.map((key) => [key, form[key]])),
    ageMin: form.ageMin.trim(),
    ageMax: form.ageMax.trim(),
    heightMin: form.heightMin.trim(),
    heightMax: form.heightMax.trim(),
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
