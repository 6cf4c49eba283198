/**
 * The third parties' checks: Stripe's and Twilio's APIs are asked without credentials (any answer
 * below 500, a 401 included, says the service is there and answering; nothing is spent, no secret
 * sent), and the SMTP server is greeted as the outbox would. Locally the stand-ins answer.
 */
import { config } from '../../config';
import { verifyMailServer } from '../../lib/mailer';

async function answers(url: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(url, { signal });
  await response.body?.cancel();
  if (response.status >= 500) throw new Error(`Answered ${response.status}`);
}

export const askStripe = (signal: AbortSignal) =>
  answers(`${config().stripe.apiUrl ?? 'https://api.stripe.com'}/v1/balance`, signal);

export const askSms = (signal: AbortSignal) =>
  answers(`${config().sms.apiUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts.json`, signal);

export const askSmtp = () => verifyMailServer();
