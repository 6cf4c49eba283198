/**
 * The profile feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). The performer's profile, pictures, SIN and activation test.
 */
export {
  bindPendingPictures,
  deleteAllPicturesOf,
  deletePictures,
  getPicture,
  storePictureOf,
} from './pictures/pictures.service';
export { listTestAttempts } from './profile.repository';
export { getUserForStaff, parseProfileBody, saveProfile } from './profile.service';
export { revealSin } from './sin.service';
