/**
 * The guardians feature's public module: the only file other features import from it (ESLint
 * enforces this; see CONTRIBUTING.md 'Feature boundaries'). A minor's guardian consent: its request
 * (registration), and its read model for others — `users/{uid}.guardianConsent`, read with the shared
 * `guardianConsentAllows` — plus `hasGuardianConsent` here.
 */
export { forgetGuardianConsent, requestGuardianConsent } from './guardian-consent.service';
export { guardianConsentHistoryOf, hasGuardianConsent } from './guardian-consent.read';
export {
  guardianAdulthoodTemplate,
  guardianConsentGivenTemplate,
  guardianConsentRequestTemplate,
} from './guardian-consent.mail';
