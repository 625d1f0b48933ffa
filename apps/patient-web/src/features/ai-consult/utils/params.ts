/** A session id from the address: a positive safe integer, else null. */
export const parseSessionId = (text: string | null): number | null => {
  const id = Number(text);
  return text !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};
