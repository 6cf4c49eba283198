/**
 * The texts feature's public module: the SMS channel's webhooks (Twilio's status callbacks and, with
 * them, incoming texts). Texts themselves are outbox entries (`enqueueText` from '../mail').
 */
export { textRoutes } from './texts.routes';
export { textsOnTemplate } from './texts-on.text';
