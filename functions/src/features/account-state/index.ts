/**
 * The account-state feature's public module (issue 40): an account's life after registration
 * (ending the agreement, suspension, reinstatement, ending cooperation, reactivation) and the
 * productions' requests for review. Its routes and messages are composed in functions/src.
 */
export { accountChangeTemplate, accountChangeText } from './account-change.mail';
