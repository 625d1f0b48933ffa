/** The contract's limit of a complaint (importing it would bring zod into the page's chunk). */
export const COMPLAINT_MAX = 500;
export const COMPLAINT_MIN = 2;

const ENDS_WITH_BREAK = /[，,。.；;、！!？?\s]$/;

/**
 * A tapped chip's word added to what is typed: after a comma unless the text already ends with a
 * break; a word already written is not added twice; never beyond the limit.
 */
export const appendWord = (text: string, word: string, max = COMPLAINT_MAX): string => {
  if (text.includes(word)) return text;
  const joined =
    text.trim() === '' ? word : ENDS_WITH_BREAK.test(text) ? `${text}${word}` : `${text}，${word}`;
  return joined.length > max ? text : joined;
};

/** Whether 开始问诊 may be sent: a type chosen and at least two characters written. */
export const canStart = (consultType: string | null, complaint: string): boolean =>
  consultType !== null &&
  complaint.trim().length >= COMPLAINT_MIN &&
  complaint.trim().length <= COMPLAINT_MAX;
