import { describe, expect, it } from 'vitest';
import { completeProfile } from '../../../../../packages/shared/src/profile-test-fixtures';
import { formValuesOf, pictureKeysOf } from '../../../components/profile-form/profile-form';
import { ApiClientError } from '../../../lib/api-client';
import {
  accountErrorsOf,
  accountValuesOf,
  activationShortfallLabels,
  createBody,
  failureOf,
  updateBody,
} from './user-form-model';

const account = { ...accountValuesOf(undefined), tel: '1-416-555-0100', email: 'new@example.test' };

describe("the Admin's user form", () => {
  it('creates a Performer with the flags as chosen, the union ID kept whatever the union status', () => {
    const values = { ...formValuesOf(completeProfile()), unionId: 'N-7' };
    const body = createBody(
      { ...account, password: 'Created-pass-7', testPassed: 'true' },
      values,
      pictureKeysOf(null),
    );
    expect(body).toMatchObject({ role: 'Performer', testPassed: true, userActivated: false, emailVerified: false });
    expect(body.performerProfile).toMatchObject({ unionStatus: 'Non-Union', unionId: 'N-7' });
  });

  it('refuses a create without a valid password but lets an update keep it blank', () => {
    const values = formValuesOf(null);
    const keys = pictureKeysOf(null);
    expect(accountErrorsOf(createBody(account, values, keys), true).password).toBeTruthy();
    expect(accountErrorsOf(updateBody('Performer', account, values, keys), false)).toEqual({});
  });

  it("sends a staff account's name and a Casting account's company only", () => {
    const values = formValuesOf(completeProfile({ firstName: 'Dana', lastName: 'Wu' }));
    const body = updateBody('Casting', { ...account, companyName: ' Wu Casting ' }, values, pictureKeysOf(null));
    expect(body.companyName).toBe('Wu Casting');
    expect(body.performerProfile).toEqual({ firstName: 'Dana', middleName: null, lastName: 'Wu' });
    expect(updateBody('Admin', account, values, pictureKeysOf(null))).not.toHaveProperty('companyName');
  });

  it('lists what activating lacks: fields, chosen pictures counted, and the test unless ACTRA', () => {
    const profile = completeProfile({ keyName: null, state: null });
    const values = formValuesOf(profile);
    const keys = pictureKeysOf(profile);
    const activating = { ...account, userActivated: 'true' };
    expect(activationShortfallLabels(account, false, values, keys, {})).toEqual([]);
    expect(activationShortfallLabels(activating, false, values, keys, {})).toEqual([
      'Headshot Image',
      'Province',
      'Test Passed',
    ]);
    const chosen = { profile: new File(['x'], 'Ada-head', { type: 'image/jpeg' }) };
    const actra = { ...values, state: 'ON', unionStatus: 'ACTRA Full', unionId: 'A-1' };
    expect(activationShortfallLabels(activating, false, actra, keys, chosen)).toEqual(['ACTRA Card Image']);
  });

  it("shows the server's text for what the Admin can fix, else the spec's", () => {
    const taken = new ApiClientError(409, 'conflict', 'This phone number is already registered');
    expect(failureOf(taken, true)).toEqual({ title: 'Error', message: 'This phone number is already registered' });
    const missing = new ApiClientError(400, 'validation-failed', 'Please fill out the following fields: City');
    expect(failureOf(missing, false).title).toBe('Missing required fields');
    expect(failureOf(new ApiClientError(500, 'internal', 'boom'), true).message).toBe(
      'Something went wrong during creation.',
    );
    expect(failureOf(new Error('offline'), false).message).toBe('Something went wrong during update.');
  });
});
