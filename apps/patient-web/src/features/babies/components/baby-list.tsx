import type { Baby } from '@sprout/contract';
import { ActionBar, PrimaryButton } from '../../../components/action-bar.tsx';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryLoading, QueryRetry } from '../../../components/query-status.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useCurrentBaby } from '../../../stores/current-baby.ts';
import { useDeleteBaby } from '../api/use-delete-baby.ts';
import { useSetDefaultBaby } from '../api/use-set-default-baby.ts';
import { useSelectedBaby } from '../hooks/use-selected-baby.ts';
import { BABY_ROUTES } from '../routes.ts';
import { babyStrings as t } from '../strings.ts';
import { BabyCard } from './baby-card.tsx';
import styles from './baby-list.module.css';

/** 我的宝宝: every baby of the parent, with choosing, default, edit, delete and add. */
export const BabyList = () => {
  const router = useAppRouter();
  const { babies, baby: selected, isPending, isError, refetch } = useSelectedBaby();
  const setCurrentBabyId = useCurrentBaby((s) => s.setCurrentBabyId);
  const setDefault = useSetDefaultBaby();
  const remove = useDeleteBaby();
  const busy = setDefault.isPending || remove.isPending;

  const makeDefault = async (baby: Baby) => {
    await setDefault.mutateAsync(baby.babyId);
    setCurrentBabyId(baby.babyId);
    toast(t.defaultSet);
  };

  const deleteBaby = async (baby: Baby) => {
    if (!(await confirmDelete(t.deleteTitle, t.deleteBody(baby.babyName)))) return;
    const result = await remove.mutateAsync(baby.babyId);
    // Looking at the deleted baby: move to the default the server chose, so no page shows a ghost.
    if (selected?.babyId === baby.babyId) setCurrentBabyId(result.defaultBabyId);
    toast(t.deleted);
  };

  // Refusals were toasted by the API client; the list simply stays as it was.
  const ignore = () => undefined;

  return (
    <div className={styles.page}>
      {isPending ? (
        <QueryLoading />
      ) : isError ? (
        <QueryRetry text={t.retry} onRetry={() => void refetch()} />
      ) : babies.length === 0 ? (
        <EmptyState text={t.noBaby} />
      ) : (
        babies.map((baby) => (
          <BabyCard
            key={baby.babyId}
            baby={baby}
            isCurrent={selected?.babyId === baby.babyId}
            busy={busy}
            onSelect={() => setCurrentBabyId(baby.babyId)}
            onSetDefault={() => makeDefault(baby).catch(ignore)}
            onEdit={() => router.navigate(BABY_ROUTES.update, { babyId: baby.babyId, from: 'myBaby' })}
            onDelete={() => deleteBaby(baby).catch(ignore)}
          />
        ))
      )}
      <ActionBar>
        <PrimaryButton
          data-testid="baby-add"
          onClick={() => router.navigate(BABY_ROUTES.add, { from: 'myBaby' })}
        >
          {t.add}
        </PrimaryButton>
      </ActionBar>
    </div>
  );
};
