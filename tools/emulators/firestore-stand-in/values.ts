// Firestore values as the stand-in stores them (@firestore-emulator/server's field classes), with
// Cloud Firestore's cross-type total order: null < bool < number < timestamp < string < bytes
// < reference < geopoint < array < map; int and double compare as numbers.
// https://firebase.google.com/docs/firestore/manage-data/data-types
import {
  FirestoreStateDocumentArrayField as ArrayValue,
  FirestoreStateDocumentDoubleField as DoubleValue,
  FirestoreStateDocumentIntegerField as IntegerValue,
  FirestoreStateDocumentMapField as MapValue,
  FirestoreStateDocumentNullField as NullValue,
  FirestoreStateDocumentReferenceField as ReferenceValue,
  FirestoreStateDocumentTimestampField as TimestampValue,
  convertV1DocumentField,
  type FirestoreStateDocumentFields,
} from '@firestore-emulator/server/dist/FirestoreState/field.js';
import type { Value as V1Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';

export type Value = FirestoreStateDocumentFields;
export type Fields = Record<string, Value>;
export type NumberValue = IntegerValue | DoubleValue;
export { ArrayValue, DoubleValue, IntegerValue, MapValue, NullValue, ReferenceValue, TimestampValue };

export const fromV1 = (value: V1Value): Value => convertV1DocumentField(value);
export const nullV1 = () => new NullValue().toV1ValueObject();

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** Sets an own property even for keys such as `__proto__`, which plain assignment would not. */
export function put<T>(object: Record<string, T>, key: string, value: T): Record<string, T> {
  Object.defineProperty(object, key, { configurable: true, enumerable: true, value, writable: true });
  return object;
}

/** A field of a fields map; inherited members (constructor, __proto__...) are not fields. */
export function fieldOf(fields: Fields, key: string | undefined): Value | undefined {
  return key !== undefined && hasOwn(fields, key) ? fields[key] : undefined;
}

// --- field paths ---------------------------------------------------------------------------------

const fieldPathCache = new Map<string, string[]>();
const FIELD_PATH_CACHE_LIMIT = 10_000;

/** Splits a field path ("a.b", "`x.y`.z", "`a\\`b`") into its segments. */
export function parseFieldPath(path: string): string[] {
  const cached = fieldPathCache.get(path);
  if (cached) return cached;
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i += 1) {
    const ch = path[i]!;
    if (quoted && ch === '\\' && i + 1 < path.length) {
      i += 1;
      current += path[i]!;
    } else if (ch === '`') {
      quoted = !quoted;
    } else if (ch === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  segments.push(current);
  if (fieldPathCache.size > FIELD_PATH_CACHE_LIMIT) fieldPathCache.clear();
  fieldPathCache.set(path, segments);
  return segments;
}

export const isNameField = (segments: readonly string[]): boolean =>
  segments.length === 1 && segments[0] === '__name__';

export function getIn(fields: Fields, segments: readonly string[]): Value | undefined {
  let current = fieldOf(fields, segments[0]);
  for (let i = 1; i < segments.length; i += 1) {
    if (current === undefined || current.type !== 'map_value') return undefined;
    current = fieldOf(current.value, segments[i]);
  }
  return current;
}

export function setIn(fields: Fields, segments: readonly string[], value: Value): Fields {
  const [head, ...rest] = segments;
  if (head === undefined) return fields;
  const out = { ...fields };
  if (rest.length === 0) return put(out, head, value);
  const child = fieldOf(fields, head);
  const childFields = child !== undefined && child.type === 'map_value' ? child.value : {};
  return put(out, head, new MapValue(setIn(childFields, rest, value)));
}

export function deleteIn(fields: Fields, segments: readonly string[]): Fields {
  const [head, ...rest] = segments;
  if (head === undefined || !hasOwn(fields, head)) return fields;
  if (rest.length === 0) {
    const { [head]: _deleted, ...out } = fields;
    return out;
  }
  const child = fields[head]!;
  if (child.type !== 'map_value') return fields;
  return put({ ...fields }, head, new MapValue(deleteIn(child.value, rest)));
}

/** Only the given field paths of `fields` (a field mask, or a query's select). */
export function project(fields: Fields, fieldPaths: readonly string[]): Fields {
  let out: Fields = {};
  for (const path of fieldPaths) {
    const segments = parseFieldPath(path);
    if (isNameField(segments)) continue;
    const value = getIn(fields, segments);
    if (value !== undefined) out = setIn(out, segments, value);
  }
  return out;
}

// --- ordering ------------------------------------------------------------------------------------

const TYPE_ORDER: Record<Value['type'], number> = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  bytes_value: 5,
  reference_value: 6,
  geo_point_value: 7,
  array_value: 8,
  map_value: 9,
};

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** NaN sorts before every other number, as in Firestore. */
export function compareNumbers(a: number, b: number): number {
  const aNaN = Number.isNaN(a);
  const bNaN = Number.isNaN(b);
  if (aNaN || bNaN) return aNaN && bNaN ? 0 : aNaN ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const isSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdfff;

/** Code point order, which is the UTF-8 byte order Firestore uses. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca !== cb) {
      const sa = isSurrogate(ca);
      if (sa === isSurrogate(cb)) return ca < cb ? -1 : 1;
      return sa ? 1 : -1;
    }
  }
  return sign(a.length - b.length);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/** Document ids of the form __id<n>__ sort first, numerically (the SDK uses them as bounds). */
export function compareSegments(a: string, b: string): number {
  if (a === b) return 0;
  const na = NUMERIC_ID.exec(a);
  const nb = NUMERIC_ID.exec(b);
  if (na && nb) {
    const x = BigInt(na[1]!);
    const y = BigInt(nb[1]!);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na) return -1;
  if (nb) return 1;
  return compareStrings(a, b);
}

/** Resource names compared segment by segment. */
export function compareResourcePaths(a: string, b: string): number {
  if (a === b) return 0;
  const ia = a.lastIndexOf('/');
  if (ia === b.lastIndexOf('/') && a.startsWith(b.slice(0, ia + 1))) {
    return compareSegments(a.slice(ia + 1), b.slice(ia + 1));
  }
  const sa = a.split('/');
  const sb = b.split('/');
  const n = Math.min(sa.length, sb.length);
  for (let i = 0; i < n; i += 1) {
    const c = compareSegments(sa[i]!, sb[i]!);
    if (c !== 0) return c;
  }
  return sign(sa.length - sb.length);
}

function compareArrays(a: readonly Value[], b: readonly Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const c = compareValues(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const ka = Object.keys(a).sort(compareStrings);
  const kb = Object.keys(b).sort(compareStrings);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i += 1) {
    const k = compareStrings(ka[i]!, kb[i]!);
    if (k !== 0) return k;
    const v = compareValues(a[ka[i]!]!, b[kb[i]!]!);
    if (v !== 0) return v;
  }
  return sign(ka.length - kb.length);
}

/** Compares two values of the same type order (see sameTypeOrder). */
function compareSameType(a: Value, b: Value): number {
  switch (a.type) {
    case 'null_value':
      return 0;
    case 'boolean_value':
      return a.value === b.value ? 0 : a.value ? 1 : -1;
    case 'integer_value':
    case 'double_value':
      return compareNumbers(Number(a.value), Number((b as NumberValue).value));
    case 'timestamp_value': {
      const other = (b as TimestampValue).value;
      return (
        compareNumbers(Number(a.value.seconds), Number(other.seconds)) ||
        compareNumbers(Number(a.value.nanos), Number(other.nanos))
      );
    }
    case 'string_value':
      return compareStrings(a.value, (b as typeof a).value);
    case 'bytes_value':
      return compareBytes(a.value, (b as typeof a).value);
    case 'reference_value':
      return compareResourcePaths(a.value, (b as typeof a).value);
    case 'geo_point_value': {
      const other = (b as typeof a).value;
      return compareNumbers(a.value.latitude, other.latitude) || compareNumbers(a.value.longitude, other.longitude);
    }
    case 'array_value':
      return compareArrays(a.value, (b as typeof a).value);
    case 'map_value':
      return compareMaps(a.value, (b as typeof a).value);
  }
}

/** Firestore's total order across all values. */
export function compareValues(a: Value, b: Value): number {
  const ta = TYPE_ORDER[a.type];
  const tb = TYPE_ORDER[b.type];
  if (ta !== tb) return ta < tb ? -1 : 1;
  return compareSameType(a, b);
}

export const sameTypeOrder = (a: Value, b: Value): boolean => TYPE_ORDER[a.type] === TYPE_ORDER[b.type];

export function valuesEqual(a: Value, b: Value): boolean {
  if (a.type === b.type && (a.type === 'string_value' || a.type === 'integer_value' || a.type === 'boolean_value')) {
    return a.value === b.value;
  }
  return sameTypeOrder(a, b) && compareSameType(a, b) === 0;
}

export const isNumber = (v: Value | undefined): v is NumberValue =>
  v !== undefined && (v.type === 'integer_value' || v.type === 'double_value');
export const isNaNValue = (v: Value | undefined): boolean =>
  v !== undefined && v.type === 'double_value' && Number.isNaN(v.value);
export const isNull = (v: Value | undefined): boolean => v !== undefined && v.type === 'null_value';
export const isArray = (v: Value | undefined): v is ArrayValue => v !== undefined && v.type === 'array_value';
