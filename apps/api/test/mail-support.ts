import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every message it receives,
 * parsed by mailparser, so a test reads the mail the app sent as a mailbox would.
 */
export interface MailCatcher {
  port: number;
  received: ParsedMail[];
  /** Waits until a message to `to` has arrived (the send is a job, run by the test). */
  waitFor: (to: string, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
}

const recipients = (m: ParsedMail): string[] =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

export const startMailCatcher = async (): Promise<MailCatcher> => {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, done) => {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch((err: Error) => done(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const waitFor = async (to: string, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((m) => recipients(m).includes(to));
      if (mail) return mail;
      if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return {
    port,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The SMTP settings that point the app at the catcher. */
export const mailEnv = (c: MailCatcher): Record<string, string> => ({
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(c.port),
  SMTP_SECURE: 'false',
});
