/**
 * The users feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). User documents (the only way to read or write `users/{uid}`) and the in-memory user index.
 */
export { ageOfEntry, currentUserIndex, type UserIndex, type UserIndexEntry } from './user-index';
export { openSin, sealSin } from './user-sin';
export { userOfPath } from './users.policy';
export {
  createUser,
  deleteUserTree,
  enabledAdminUids,
  findUser,
  findUserByCalendarFeed,
  findTexterByTel,
  findWardsByGuardianTel,
  type Ward,
  type Texter,
  findUsers,
  inUserTransaction,
  recordUserDeletion,
  stampedUserChanges,
  type StoredProfile,
  updateUser,
  userRef,
  readUserInTransaction,
  type UserTransaction,
  writeUserInTransaction,
} from './users.repository';
