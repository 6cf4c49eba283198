/**
 * The users feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). User documents through named reads and changes
 * (the only way to read or write `users/{uid}`; no document reference leaves the feature) and the
 * in-memory user index.
 */
export { ageOfEntry, currentUserIndex, type UserIndex, type UserIndexEntry } from './user-index';
export { openSin, sealSin } from './user-sin';
export { userOfPath } from './users.policy';
export {
  type AccountChange,
  changeAccount,
  createUser,
  findAccountState,
  deleteUserSubcollections,
  deleteUserTree,
  enabledAdminUids,
  findDeactivatedUsers,
  finishPurge,
  type PurgeStart,
  startPurge,
  findTexterByTel,
  findUser,
  findUserByCalendarFeed,
  findWardsByGuardianTel,
  type Ward,
  findUsers,
  inUserTransaction,
  markEmailVerified,
  readUserInTransaction,
  recordBookedDates,
  recordUserDeletion,
  type StoredProfile,
  type Texter,
  updateUser,
  type UserTransaction,
} from './users.service';
