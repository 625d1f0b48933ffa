import { createTransport, type Transporter } from 'nodemailer';
import type { KeptMail, MailMessage, MailProvider } from './mail-provider.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

/** How many messages the development transport keeps (the newest). */
const OUTBOX_SIZE = 50;

const toNodemailer = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  attachments: m.attachments.map((a) => ({
    filename: a.filename,
    content: Buffer.from(a.content),
    contentType: a.contentType,
  })),
});

export const createSmtpMail = (s: SmtpSettings): MailProvider => {
  const transport: Transporter = createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    isDevelopment: false,
    send: async (m) => {
      await transport.sendMail(toNodemailer(s.from, m));
    },
    close: () => transport.close(),
  };
};

/**
 * Development stand-in: nodemailer builds the message as SMTP would send it (its stream transport), and
 * the newest ones are kept in memory for GET /dev/mail-outbox, as texts are at /dev/sms-outbox.
 */
export const createConsoleMail = (from: string): MailProvider => {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const kept: KeptMail[] = [];
  let nextId = 1;
  return {
    name: 'console',
    isDevelopment: true,
    send: async (m) => {
      const info = await transport.sendMail(toNodemailer(from, m));
      const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
      kept.unshift({ id: nextId++, to: m.to, subject: m.subject, raw, sentAt: new Date().toISOString() });
      kept.length = Math.min(kept.length, OUTBOX_SIZE);
    },
    readOutbox: (to) => kept.filter((k) => to === null || k.to === to),
    close: () => transport.close(),
  };
};
