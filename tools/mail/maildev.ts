import { MailDev } from 'maildev';

/** MailDev: an SMTP server the Functions send to, with a web inbox and a REST API (/email). */
export async function startMailDev(opts: { smtpPort: number; webPort: number; mailDirectory: string }) {
  const maildev = new MailDev({
    smtp: opts.smtpPort,
    web: opts.webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: opts.mailDirectory,
    silent: true,
  });
  await maildev.start();
  return {
    webUrl: `http://127.0.0.1:${opts.webPort}`,
    stop: () => maildev.stop(),
  };
}
