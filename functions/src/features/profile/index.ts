/**
 * The profile feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). The performer's profile, pictures, SIN and activation test.
 */
export {
  bindPendingPictures,
  deleteAllPicturesOf,
  deletePictures,
  getPicture,
  pictureKept,
  storePictureOf,
  type KeptPicture,
} from './pictures/pictures.service';
export type { FolderKeepers } from './pictures/picture-cleanup.job';
export { testAttemptRowsOf } from './activation-test/activation-test.service';
export { getUserForStaff, parseProfileBody, saveProfile } from './profile.service';
export { revealSin } from './sin.service';
