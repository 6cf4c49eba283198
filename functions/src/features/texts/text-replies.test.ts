import { describe, expect, it } from 'vitest';
import { readReply } from './text-replies';

describe('reading a text from a performer', () => {
  it.each([
    ['YES', { kind: 'yes' }],
    [' y ', { kind: 'yes' }],
    ['Yes!', { kind: 'yes' }],
    ['yes 2', { kind: 'yes', code: 2 }],
    ['YES2', { kind: 'yes', code: 2 }],
    ['n.', { kind: 'no' }],
    ['No, 3', { kind: 'no', code: 3 }],
    ['stop', { kind: 'stop' }],
    ['Unsubscribe', { kind: 'stop' }],
    ['Arrêt', { kind: 'stop' }],
    ['STOP ALL', { kind: 'stop' }],
    ['start', { kind: 'start' }],
    ['help?', { kind: 'help' }],
    ['ok', { kind: 'ok' }],
    ['Okay.', { kind: 'ok' }],
    ['yes please', { kind: 'other' }],
    ['maybe', { kind: 'other' }],
  ])('%j', (body, expected) => {
    expect(readReply(body)).toEqual(expected);
  });
});
