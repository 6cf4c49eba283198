/**
 * Whose account an Admin route reaches: the user named by the path's `:id` (`/admin/users/:id…`).
 * Only Admin passes; whether the user exists is the service's to say (404), so a deletion left
 * half-done can still be finished.
 */
import { forbidden } from '../../http/api-error';
import { definePolicy } from '../../http/policy';

export interface UserTarget {
  uid: string;
}

export const userOfPath = definePolicy<UserTarget>('any user, for Admin', (caller, { params }) => {
  if (caller.role !== 'Admin') throw forbidden();
  return { uid: params.id ?? '' };
});
