/** A positive whole id from the query string (reportId, fileId), or null for anything else. */
export const idParam = (raw: string | null): number | null => {
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
};
