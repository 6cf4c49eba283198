/**
 * Calls the app's webhooks as Twilio does: form-encoded POSTs signed with X-Twilio-Signature, the
 * HMAC-SHA1 (key: the Auth Token) of the URL followed by the sorted parameters, computed by the
 * twilio SDK's own `getExpectedTwilioSignature`.
 */
import twilio from 'twilio';

export interface SentWebhook {
  url: string;
  params: Record<string, string>;
  signature: string;
  status: number;
  answer: string;
}

export class TwilioWebhooks {
  readonly sent: SentWebhook[] = [];

  constructor(private readonly authToken: string) {}

  async post(url: string, params: Record<string, string>): Promise<SentWebhook> {
    const signature = twilio.getExpectedTwilioSignature(this.authToken, url, params);
    let status = 0;
    let answer = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Twilio-Signature': signature,
          'User-Agent': 'TwilioProxy/1.1',
        },
        body: new URLSearchParams(params).toString(),
      });
      status = response.status;
      answer = await response.text();
    } catch (error) {
      answer = error instanceof Error ? error.message : String(error);
    }
    const sent = { url, params, signature, status, answer };
    this.sent.push(sent);
    if (status < 200 || status >= 300) console.warn(`[sms stand-in] webhook ${url} answered ${status || answer}`);
    return sent;
  }
}

/** The texts of a TwiML answer (`<Response><Message>…</Message></Response>`), unescaped. */
export function twimlMessages(answer: string): string[] {
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...answer.matchAll(/<Message(?:\s[^>]*)?>([\s\S]*?)<\/Message>/g)].map((match) =>
    unescape((match[1] ?? '').replace(/<\/?Body>/g, '')).trim(),
  );
}
