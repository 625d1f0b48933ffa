/** Sends text messages to mainland mobiles. One implementation per provider; chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: string;
  /** True for stand-ins that must never run in production. */
  readonly isDevelopment: boolean;
  sendVerificationCode(phone: string, code: string): Promise<void>;
  /** A notice such as an appointment reminder (built by modules/notices from its settings). */
  sendNotice(phone: string, notice: SmsNotice): Promise<void>;
  /** Development stand-ins only: the newest texts sent to a phone, newest first (GET /dev/sms-outbox). */
  readOutbox?(phone: string): Promise<OutboxText[]>;
}

export interface SmsNotice {
  /** The notice's kind (appointment-reminder…); the development outbox keeps it as the template name. */
  kind: string;
  /** The provider's approved template (SMS_TEMPLATE_<KIND>); null where no template is set (stand-ins). */
  templateCode: string | null;
  /** The template's variables, under the names the approved template uses. */
  params: Record<string, string>;
  /** The same notice as the parent reads it, rendered from the same values: what a stand-in stores. */
  text: string;
}

export interface OutboxText {
  id: number;
  phone: string;
  template: string;
  content: string;
  createdAt: string;
}

export const VERIFICATION_TEMPLATE = 'verification-code';
export const verificationText = (code: string): string =>
  `【小芽儿童健康】您的验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
