/** The casting filters as the form holds them, and their query string (no UI: pages load it cheaply). */
import { castingFiltersToQuery, queryParamsOf } from '@scenecall/shared';

/** The filters as the form holds them; `castingFiltersToQuery` turns them into the search's query string. */
export interface CastingFilters {
  union: string[];
  hair: string[];
  eyes: string[];
  gender: string[];
  ethnicity: string[];
  jacket: string[];
  dress: string[];
  bustCup: string[];
  ageMin?: number;
  ageMax?: number;
  heightMin?: number;
  heightMax?: number;
  selfDrive: '' | 'true' | 'false';
  visibleTattoos: '' | 'true' | 'false';
  city: string;
  name: string;
}

export const NO_FILTERS: CastingFilters = {
  union: [],
  hair: [],
  eyes: [],
  gender: [],
  ethnicity: [],
  jacket: [],
  dress: [],
  bustCup: [],
  selfDrive: '',
  visibleTattoos: '',
  city: '',
  name: '',
};

export const filtersQuery = (filters: CastingFilters) =>
  castingFiltersToQuery(filters as unknown as Record<string, unknown>);

const LISTS = ['union', 'hair', 'eyes', 'gender', 'ethnicity', 'jacket', 'dress', 'bustCup'] as const;
const NUMBERS = ['ageMin', 'ageMax', 'heightMin', 'heightMax'] as const;

/** A saved filter's query string back into the form's filters. */
export function filtersOfQuery(query: string): CastingFilters {
  const params = queryParamsOf(query) ?? {};
  const filters: CastingFilters = { ...NO_FILTERS };
  for (const key of LISTS) if (params[key]) filters[key] = params[key].split(',');
  for (const key of NUMBERS) if (params[key]) filters[key] = Number(params[key]);
  if (params.selfDrive === 'true' || params.selfDrive === 'false') filters.selfDrive = params.selfDrive;
  if (params.visibleTattoos === 'true' || params.visibleTattoos === 'false')
    filters.visibleTattoos = params.visibleTattoos;
  filters.city = params.city ?? '';
  filters.name = params.name ?? '';
  return filters;
}
