/**
 * The accounts feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). Accounts: registration, login, e-mail verification, roles, disabling and deleting an account.
 */
export {
  changeRole,
  createAccount,
  deleteAccount,
  discardNewAccount,
  findUserEmail,
  refuseTakenCredentials,
  setAccountDisabled,
  updateCredentials,
} from './accounts.service';
export { sendVerificationEmail } from './email-verification.service';
export { verifyEmailTemplate } from './verify-email.mail';
