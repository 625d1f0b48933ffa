import { INVOICE_RULES, isUnifiedSocialCreditCode } from '@sprout/domain';
import { invoiceStrings as t } from '../strings.ts';

/** What the issue form holds while the parent types. */
export interface BuyerForm {
  titleType: 'personal' | 'company';
  name: string;
  taxNumber: string;
  email: string;
  saveTitle: boolean;
}

export const emptyBuyerForm = (): BuyerForm => ({
  titleType: 'personal',
  name: '',
  taxNumber: '',
  email: '',
  saveTitle: false,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type BuyerErrors = Partial<Record<'name' | 'taxNumber' | 'email', string>>;

/** The same rules as the server's (which checks again): a company needs a valid tax number. */
export const buyerErrors = (f: BuyerForm): BuyerErrors => {
  const errors: BuyerErrors = {};
  const name = f.name.trim();
  if (!name || name.length > INVOICE_RULES.titleMax) errors.name = t.nameRequired;
  const tax = f.taxNumber.trim().toUpperCase();
  if (f.titleType === 'company') {
    if (!tax) errors.taxNumber = t.taxNumberRequired;
    else if (!isUnifiedSocialCreditCode(tax)) errors.taxNumber = t.taxNumberWrong;
  }
  if (f.email.trim() && !EMAIL.test(f.email.trim())) errors.email = t.emailWrong;
  return errors;
};

/** The buyer fields as the issue call takes them: a person has no tax number, an empty e-mail is left out. */
export const buyerBody = (f: BuyerForm) => ({
  titleType: f.titleType,
  name: f.name.trim(),
  ...(f.titleType === 'company' ? { taxNumber: f.taxNumber.trim().toUpperCase() } : {}),
  ...(f.email.trim() ? { email: f.email.trim() } : {}),
  ...(f.saveTitle ? { saveTitle: true } : {}),
});

/** A saved title filled into the form (the parent may still change it). */
export const formFromTitle = (
  title: { titleType: 'personal' | 'company'; name: string; taxNumber: string | null; email: string | null },
  current: BuyerForm,
): BuyerForm => ({
  ...current,
  titleType: title.titleType,
  name: title.name,
  taxNumber: title.taxNumber ?? '',
  email: title.email ?? current.email,
});
