import { useCallback, useMemo } from 'react';
import type { z } from 'zod';

/**
 * A form draft kept in sessionStorage, so that what a parent typed survives a reload, a detour to
 * log in again, or WeChat dropping the page in the background. Storage failures (private mode,
 * quota) are ignored: the draft is a safety net, never a reason to block typing.
 */
export const useFormDraft = <S extends z.ZodType>(key: string, schema: S) => {
  const initial = useMemo((): z.output<S> | null => {
    try {
      const text = sessionStorage.getItem(key);
      if (!text) return null;
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }, [key, schema]);

  const save = useCallback(
    (values: unknown) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Ignored on purpose, see above.
      }
    },
    [key],
  );

  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Ignored on purpose, see above.
    }
  }, [key]);

  return { initial, save, clear };
};
