/**
 * The texts feature's public module: the SMS channel's webhooks (Twilio's status callbacks and
 * incoming texts: STOP / START / HELP, YES / NO, OK) and the performer's text settings (consent and
 * a channel per kind of message). Texts themselves are outbox entries (`enqueueText` from '../mail').
 */
export { textRoutes } from './texts.routes';
export { textsOnTemplate } from './texts-on.text';
