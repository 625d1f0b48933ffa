/**
 * Invoice rules shared by the server and the apps: the buyer's tax number (统一社会信用代码) and the
 * states an electronic invoice goes through.
 */

/** GB 32100-2015 code characters: digits and capitals without I, O, S, V, Z (mistaken for 1, 0, 5, U, 2). */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of position i (0-based) is 3^i mod 31 (GB 32100-2015, 5.2). */
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character the first 17 characters call for, or null when one of them is not a code character. */
export const usccCheckCharacter = (first17: string): string | null => {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = USCC_CHARSET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * (USCC_WEIGHTS[i] ?? 0);
  }
  return USCC_CHARSET.charAt((31 - (sum % 31)) % 31);
};

/**
 * A unified social credit code: 18 characters, the registering authority and kind (1-9, A-G, Y),
 * the region (6 digits), the organisation code (9) and the check character.
 */
export const isUnifiedSocialCreditCode = (code: string): boolean =>
  /^[1-9A-GY][1-9A-HJ-NP-RTUWXY0-9]\d{6}[0-9A-HJ-NP-RTUWXY]{10}$/.test(code) &&
  usccCheckCharacter(code.slice(0, 17)) === code.charAt(17);

/** 开具中 → 已开具 → 已红冲, or 失败 (retried by staff). */
export const INVOICE_STATES = ['issuing', 'issued', 'reversed', 'failed'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_STATE_TEXT: Record<InvoiceState, string> = {
  issuing: '开具中',
  issued: '已开具',
  reversed: '已红冲',
  failed: '开具失败',
};

export const INVOICE_TITLE_TYPES = ['personal', 'company'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

export const INVOICE_RULES = {
  /** A personal or company name as the tax bureau prints it. */
  titleMax: 100,
  /** Saved titles a parent keeps. */
  maxSavedTitles: 10,
  /** Orders one invoice may cover (Nuonuo takes up to 2000 lines; a family's wait list is far shorter). */
  maxOrdersPerInvoice: 50,
} as const;
