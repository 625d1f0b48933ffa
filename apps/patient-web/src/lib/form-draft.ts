import type { DefaultValues, FieldValues } from 'react-hook-form';

/**
 * Draft values over the base, skipping fields the draft does not hold (so they cannot blank the
 * base). The drafts' schemas drop a field that does not parse instead of the whole draft.
 */
export const withDraft = <T extends FieldValues>(
  base: DefaultValues<T>,
  draft: Partial<Record<keyof T, unknown>> | null,
): DefaultValues<T> => {
  if (!draft) return base;
  const kept = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
  return { ...base, ...kept };
};

/**
 * Narrows a server field path (`detail`, `body.detail`) to one of a form's fields, or null for a
 * field the form lacks, so that a refusal's message lands under the field it speaks of.
 */
export const fieldNamed =
  <K extends string>(names: readonly K[]) =>
  (path: string): K | null => {
    const last = path.split('.').pop() ?? '';
    return names.find((name) => name === last) ?? null;
  };
