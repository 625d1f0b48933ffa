import { routes } from '@sprout/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { growthStrings as s } from '../strings.ts';
import styles from './reference-switch.module.css';

type Reference = 'china' | 'who';
const CHOICES: readonly Reference[] = ['china', 'who'];

/**
 * 参考标准: the clinic chooses the growth reference; a parent may switch to the other one for their own
 * account (or go back to the clinic's). Every curve, result and new report then uses it; reports already
 * made keep the reference they were made with.
 */
export const ReferenceSwitch = ({ onChanged }: { onChanged?: () => void }) => {
  const client = useQueryClient();
  const current = useApiQuery(routes.growth.getReference);
  const change = useApiMutation(routes.growth.setReference, {
    loading: true,
    onSuccess: (r) => {
      toast(s.referenceSwitched(s.referenceNames[r.reference]));
      // Lines, points, percentiles and predictions all depend on it.
      void client.invalidateQueries();
      onChanged?.();
    },
  });
  if (!current.data) return null;
  const { reference, chosenBy, clinicReference } = current.data;
  return (
    <div className={styles.box} data-testid="growth-reference">
      <div className={styles.row}>
        <span className={styles.label}>{s.referenceLabel}</span>
        <div className={styles.choices}>
          {CHOICES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={r === reference}
              className={r === reference ? `${styles.choice} ${styles.on}` : styles.choice}
              disabled={change.isPending}
              data-testid={`growth-reference-${r}`}
              onClick={() =>
                r === reference
                  ? undefined
                  : change.mutate({ body: { reference: r === clinicReference ? null : r } })
              }
            >
              {s.referenceNames[r]}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.note}>
        {chosenBy === 'clinic'
          ? s.referenceClinicDefault
          : s.referenceUserChoice(s.referenceNames[clinicReference])}
      </div>
    </div>
  );
};
