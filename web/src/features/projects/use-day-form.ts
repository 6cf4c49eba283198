import { useEffect, useState } from 'react';
import type { Checked, DayFormErrors } from './day-form';

/**
 * A form's values and the messages of its fields. `check` validates with the shared schema, shows
 * the messages and moves focus to the first field in error; it answers the body when all is well.
 */
export function useDayForm<Values, Body>(initial: () => Values, validate: (values: Values) => Checked<Body>) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<DayFormErrors>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const check = (): Body | null => {
    const checked = validate(values);
    if (checked.ok) {
      setErrors({});
      return checked.body;
    }
    setErrors(checked.errors);
    setAttempt((count) => count + 1);
    return null;
  };

  return { values, setValues, errors, set, check };
}
