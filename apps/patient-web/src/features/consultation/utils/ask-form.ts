import { type api, type BodyOf, consultation } from '@sprout/contract';
import type { AskDraft } from './ask-draft.ts';

/** What the parent sends: the draft, the prefilled answers where untouched, and the notice agreed. */
export type AskBody = BodyOf<typeof api.consultation.inquiryCreate>;

/** The fields a message can sit under on the form. */
export type AskField =
  | 'babyId'
  | 'complaint'
  | 'duration'
  | 'hasFever'
  | 'temperature'
  | 'allergies'
  | 'medicines'
  | 'agreeNotice';

export type AskErrors = Partial<Record<AskField, string>>;

const FIELDS: readonly AskField[] = [
  'babyId',
  'complaint',
  'duration',
  'hasFever',
  'temperature',
  'allergies',
  'medicines',
  'agreeNotice',
];
const isField = (key: unknown): key is AskField => FIELDS.some((f) => f === key);

/** '38.5' → 38.5; '' or text that is not a number → undefined or NaN for the schema to refuse. */
const temperatureOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

export interface AskInput {
  babyId: number | null;
  doctorId: number;
  draft: AskDraft;
  prefill: { allergies: string; medicines: string } | undefined;
  agreeNotice: boolean;
}

/**
 * The inquiry body checked by the contract's own schema (the server applies the same), so the parent
 * sees each message under its field before anything is sent, pictures (their ids) included.
 */
export const checkAsk = (input: AskInput): { body: AskBody } | { errors: AskErrors } => {
  const { draft } = input;
  const body = {
    babyId: input.babyId ?? 0,
    doctorId: input.doctorId,
    complaint: draft.complaint,
    duration: draft.duration,
    hasFever: draft.hasFever ?? undefined,
    ...(draft.hasFever ? { temperature: temperatureOf(draft.temperature) } : {}),
    allergies: draft.allergies ?? input.prefill?.allergies ?? '',
    medicines: draft.medicines ?? input.prefill?.medicines ?? '',
    agreeNotice: input.agreeNotice,
    allowReassign: draft.allowReassign,
    pictureIds: draft.pictureIds,
  };
  const parsed = consultation.inquiryCreate.body.safeParse(body);
  const errors: AskErrors = {};
  if (input.babyId === null) errors.babyId = '请选择就诊的宝宝';
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
};
