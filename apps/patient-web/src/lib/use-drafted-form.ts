import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-client.ts';
import { toast } from './toast.ts';

interface Draft {
  initial: unknown;
  save: (values: unknown) => void;
  clear: () => void;
}

/**
 * Ties a form to its sessionStorage draft (useFormDraft): every keystroke kept, whether the form
 * opened on a draft (its notice), and 清除 back to `base`. The draft is cleared only by a save
 * that succeeded or by the parent: never lose what a parent typed.
 */
export const useKeptDraft = <T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  draft: Draft,
  base: NoInfer<DefaultValues<T>>,
) => {
  const { watch, reset } = form;
  const { save, clear } = draft;
  const [restored, setRestored] = useState(draft.initial !== null);

  // `name` is set only for changes the parent made, not for resets.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name) save(values);
    });
    return () => subscription.unsubscribe();
  }, [watch, save]);

  const discardDraft = () => {
    clear();
    setRestored(false);
    reset(base);
  };
  return { restored, discardDraft };
};

interface SaveDraftedOptions<T extends FieldValues, R> {
  save: () => Promise<R>;
  form: Pick<UseFormReturn<T, unknown, T>, 'setError'>;
  draft: Pick<Draft, 'clear'>;
  savedText: string;
  onSaved: (saved: R) => void;
  /** The form field a server field path names (form-draft.ts `fieldNamed`). */
  fieldOf: (path: string) => Path<T> | null;
}

/** Saves a drafted form: the draft goes only once the server has kept the values. */
export const saveDrafted = async <T extends FieldValues, R>(options: SaveDraftedOptions<T, R>) => {
  try {
    const saved = await options.save();
    options.draft.clear();
    toast(options.savedText);
    options.onSaved(saved);
  } catch (error) {
    // The client has toasted the refusal; put the server's per-field messages where they belong.
    if (!isApiError(error)) return;
    for (const [path, message] of Object.entries(error.fields)) {
      const field = options.fieldOf(path);
      if (field) options.form.setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  }
};
