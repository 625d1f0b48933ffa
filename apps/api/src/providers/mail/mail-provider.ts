/** One e-mail as Sprout sends it: plain text, with files attached (an invoice's PDF). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Uint8Array; contentType: string }[];
}

/** A message the development transport kept, as it would have gone out (RFC 5322 source). */
export interface KeptMail {
  id: number;
  to: string;
  subject: string;
  /** The whole message, MIME-encoded with its attachments, readable by any mail parser. */
  raw: string;
  sentAt: string;
}

/**
 * Outgoing mail through nodemailer: SMTP in production (MAIL_PROVIDER=smtp), or the development
 * transport that keeps each message for GET /dev/mail-outbox.
 */
export interface MailProvider {
  readonly name: 'smtp' | 'console';
  readonly isDevelopment: boolean;
  send(message: MailMessage): Promise<void>;
  /** Newest first; only the development transport keeps messages. */
  readOutbox?(to: string | null): KeptMail[];
  close(): void;
}
