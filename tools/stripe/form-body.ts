/** Decodes the form-encoded bodies the stripe SDK sends (`metadata[key]=v`, `list[0]=v`) into objects. */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function assign(target: FormObject, path: string[], value: string): void {
  let node: FormObject = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  });
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arrays(value[key]!)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

export function parseFormBody(body: string): FormObject {
  const out: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const [head, ...rest] = name.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ''))];
    assign(out, path, value);
  }
  return arrays(out) as FormObject;
}
