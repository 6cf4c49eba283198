/**
 * The parts of Firebase Auth the app uses, named one by one: imported through this module, the
 * bundle keeps only them (a dynamic `import('firebase/auth')` kept the whole SDK, popups and
 * redirects included), and the signed-in pages fetch less before their data.
 */
export {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  signInWithCustomToken,
  signOut,
} from 'firebase/auth';
