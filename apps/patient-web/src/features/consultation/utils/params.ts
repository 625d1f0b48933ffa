const MAX_ID = 2_147_483_647;

/** A positive record id written in plain digits in the address, or null (a bad link reads as "none"). */
export const parseId = (text: string | null | undefined): number | null => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
};
