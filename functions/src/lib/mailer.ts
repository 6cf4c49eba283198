/**
 * Outgoing e-mail through SMTP (MailDev locally, the agency's SMTP in production).
 * nodemailer is loaded on first use so requests that send nothing do not pay for it.
 */
import type { Transporter } from 'nodemailer';
import { config } from '../config';
import { DEPENDENCY_DEADLINE_MS, SMTP_IDLE_MS } from '../http/deadlines';

export interface OutgoingMail {
  to: string;
  /** A copy (a minor's, of an e-mail their guardian receives when the guardian allows it). */
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

let transporter: Promise<Transporter> | undefined;

async function createTransporter(): Promise<Transporter> {
  const nodemailer = await import('nodemailer');
  const { smtp } = config();
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
    ignoreTLS: !smtp.secure && config().emulated,
    // Bounded by the deadlines' table, so a stalled server is given up on in seconds and the outbox
    // retries later, well within its 5-minute lease (nodemailer's defaults allow 10 min).
    connectionTimeout: DEPENDENCY_DEADLINE_MS.smtp,
    greetingTimeout: DEPENDENCY_DEADLINE_MS.smtp,
    socketTimeout: SMTP_IDLE_MS,
  });
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  transporter ??= createTransporter();
  await (await transporter).sendMail({ from: config().smtp.from, ...mail });
}

/** Escapes text placed into the HTML body of an e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Connects to the SMTP server and greets it (and signs in when configured): for /api/health. */
export async function verifyMailServer(): Promise<void> {
  transporter ??= createTransporter();
  await (await transporter).verify();
}
