// The write path: atomic batches, exists / updateTime preconditions, update masks
// (FieldValue.delete), set() replacing the document, every field transform of a write, and a
// distinct commit time for every commit.
import {
  DocumentTransformFieldTransformServerValue as ServerValue,
  WriteResult,
  type DocumentTransformFieldTransform,
  type Write,
} from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import type { Timestamp } from '@firestore-emulator/proto/dist/google/protobuf/timestamp.js';
import { status } from '@grpc/grpc-js';
import { emulatorError } from './errors';
import type { FirestoreData, StoredDocument } from './tree';
import {
  ArrayValue,
  compareNumbers,
  deleteIn,
  DoubleValue,
  fromV1,
  getIn,
  IntegerValue,
  isArray,
  isNumber,
  nullV1,
  parseFieldPath,
  put,
  setIn,
  TimestampValue,
  valuesEqual,
  type Fields,
  type Value,
} from './values';

export interface TimestampObject {
  seconds: number;
  nanos: number;
}

export function timestampObject(date: Date): TimestampObject {
  const ms = date.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanos: (ms - seconds * 1000) * 1e6 };
}

let lastCommitMs = 0;

/** Commit times strictly increase, so every commit gives documents a distinct updateTime. */
function nextCommitDate(): Date {
  const now = Date.now();
  lastCommitMs = now > lastCommitMs ? now : lastCommitMs + 1;
  return new Date(lastCommitMs);
}

/** The document a write changes. */
export function writeTarget(write: Write): string {
  if (write.has_delete) return write.delete;
  if (write.has_update) return write.update.name;
  if (write.has_transform) return write.transform.document;
  throw emulatorError(status.INVALID_ARGUMENT, 'a write needs update, delete or transform');
}

/** A document as the commit so far leaves it, before anything is published. */
interface StagedDocument {
  document: StoredDocument;
  exists: boolean;
  fields: Fields;
  updatedAt: Date | null;
}

function sameInstant(date: Date | null, timestamp: Timestamp): boolean {
  if (!date) return false;
  const ms = Number(timestamp.seconds) * 1000 + Math.floor(timestamp.nanos / 1e6);
  return ms === date.getTime() && timestamp.nanos % 1e6 === 0;
}

function checkPrecondition(write: Write, entry: StagedDocument, path: string): void {
  if (!write.has_current_document) return;
  const precondition = write.current_document;
  if (precondition.has_exists) {
    if (precondition.exists && !entry.exists) throw emulatorError(status.NOT_FOUND, `no entity to update: ${path}`);
    if (!precondition.exists && entry.exists) {
      throw emulatorError(status.ALREADY_EXISTS, `entity already exists: ${path}`);
    }
  } else if (precondition.has_update_time) {
    if (!entry.exists || !sameInstant(entry.updatedAt, precondition.update_time)) {
      throw emulatorError(
        status.FAILED_PRECONDITION,
        `the stored version of ${path} does not match the required base version`,
      );
    }
  }
}

// --- transforms ----------------------------------------------------------------------------------

function numericResult(current: Value | undefined, operand: Value, combine: (a: number, b: number) => number): Value {
  if (!isNumber(current) || !isNumber(operand)) return operand;
  const result = combine(Number(current.value), Number(operand.value));
  const integral = current.type === 'integer_value' && operand.type === 'integer_value';
  return integral && Number.isSafeInteger(result) ? new IntegerValue(result) : new DoubleValue(result);
}

function extremum(current: Value | undefined, operand: Value, pickOperand: (c: number) => boolean): Value {
  if (!isNumber(current) || !isNumber(operand)) return operand;
  return pickOperand(compareNumbers(Number(operand.value), Number(current.value))) ? operand : current;
}

/** The transformed value, and whether it is reported back as a transform result. */
function transformedValue(
  current: Value | undefined,
  transform: DocumentTransformFieldTransform,
  commitDate: Date,
): { value: Value; isResult: boolean } {
  if (transform.has_set_to_server_value) {
    if (transform.set_to_server_value !== ServerValue.REQUEST_TIME) {
      throw emulatorError(status.INVALID_ARGUMENT, 'unsupported server value');
    }
    return { value: new TimestampValue(timestampObject(commitDate)), isResult: true };
  }
  if (transform.has_increment) {
    return { value: numericResult(current, fromV1(transform.increment), (a, b) => a + b), isResult: true };
  }
  if (transform.has_maximum)
    return { value: extremum(current, fromV1(transform.maximum), (c) => c > 0), isResult: true };
  if (transform.has_minimum)
    return { value: extremum(current, fromV1(transform.minimum), (c) => c < 0), isResult: true };
  if (transform.has_append_missing_elements) {
    const elements = isArray(current) ? [...current.value] : [];
    for (const element of transform.append_missing_elements.values.map(fromV1)) {
      if (!elements.some((e) => valuesEqual(e, element))) elements.push(element);
    }
    return { value: new ArrayValue(elements), isResult: false };
  }
  if (transform.has_remove_all_from_array) {
    const removed = transform.remove_all_from_array.values.map(fromV1);
    const elements = isArray(current) ? current.value.filter((e) => !removed.some((r) => valuesEqual(e, r))) : [];
    return { value: new ArrayValue(elements), isResult: false };
  }
  throw emulatorError(status.INVALID_ARGUMENT, `unsupported field transform on ${transform.field_path}`);
}

function applyTransforms(fields: Fields, transforms: readonly DocumentTransformFieldTransform[], commitDate: Date) {
  let out = fields;
  const results = [];
  for (const transform of transforms) {
    const segments = parseFieldPath(transform.field_path);
    const { value, isResult } = transformedValue(getIn(out, segments), transform, commitDate);
    out = setIn(out, segments, value);
    results.push(isResult ? value.toV1ValueObject() : nullV1());
  }
  return { fields: out, results };
}

// --- staging and publishing ----------------------------------------------------------------------

/** Every update-mask path is set from the write or, when the write lacks it, deleted. */
function maskedFields(current: Fields, incoming: Fields, fieldPaths: readonly string[]): Fields {
  let out = current;
  for (const path of fieldPaths) {
    const segments = parseFieldPath(path);
    const value = getIn(incoming, segments);
    out = value === undefined ? deleteIn(out, segments) : setIn(out, segments, value);
  }
  return out;
}

function incomingFields(write: Write): Fields {
  const out: Fields = {};
  for (const [key, value] of write.update.fields.entries()) put(out, key, fromV1(value));
  return out;
}

function stageWrite(data: FirestoreData, staged: Map<string, StagedDocument>, write: Write, commitDate: Date) {
  const path = writeTarget(write);
  let entry = staged.get(path);
  if (!entry) {
    const document = data.document(path);
    entry = { document, exists: document.exists, fields: document.fields, updatedAt: document.updatedAt };
    staged.set(path, entry);
  }
  checkPrecondition(write, entry, path);
  let transformResults: ReturnType<typeof nullV1>[] = [];
  if (write.has_delete) {
    entry.exists = false;
    entry.fields = {};
  } else {
    if (write.has_update) {
      const incoming = incomingFields(write);
      entry.fields = write.has_update_mask
        ? maskedFields(entry.exists ? entry.fields : {}, incoming, write.update_mask.field_paths)
        : incoming;
    }
    const transforms = write.has_transform ? write.transform.field_transforms : write.update_transforms;
    const transformed = applyTransforms(entry.exists || write.has_update ? entry.fields : {}, transforms, commitDate);
    entry.fields = transformed.fields;
    transformResults = transformed.results;
    entry.exists = true;
  }
  entry.updatedAt = commitDate;
  return WriteResult.fromObject({ update_time: timestampObject(commitDate), transform_results: transformResults });
}

/** Publishes the staged writes; returns the documents they changed. */
function publish(staged: Map<string, StagedDocument>, commitDate: Date): StoredDocument[] {
  const changed: StoredDocument[] = [];
  for (const { document, exists, fields } of staged.values()) {
    if (document.owner) document.owner.revision += 1;
    if (exists) {
      if (!document.exists) document.createdAt = commitDate;
      document.exists = true;
      document.updatedAt = commitDate;
      document.fields = fields;
      changed.push(document);
    } else if (document.exists) {
      document.exists = false;
      document.createdAt = null;
      document.updatedAt = null;
      document.fields = {};
      changed.push(document);
    }
  }
  return changed;
}

/** Applies all writes or none: every precondition is checked before anything is published. */
export function applyWrites(data: FirestoreData, writes: readonly Write[]) {
  const commitDate = nextCommitDate();
  const staged = new Map<string, StagedDocument>();
  const results = writes.map((write) => stageWrite(data, staged, write, commitDate));
  const changed = publish(staged, commitDate);
  if (changed.length > 0) data.events.emit('commit', changed);
  return { commitDate, results };
}
