import type { Baby } from '@sprout/contract';
import { Button, Dialog, DotLoading } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
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

  const confirmDelete = async (baby: Baby) => {
    const confirmed = await Dialog.confirm({
      title: t.deleteTitle,
      content: t.deleteBody(baby.babyName),
      confirmText: <span className={styles.dangerText}>{t.deleteConfirm}</span>,
      cancelText: t.pickerCancel,
    });
    if (!confirmed) return;
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
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : isError ? (
        <div className={styles.loading}>
          <Button size="small" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </div>
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
            onDelete={() => confirmDelete(baby).catch(ignore)}
          />
        ))
      )}
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          data-testid="baby-add"
          onClick={() => router.navigate(BABY_ROUTES.add, { from: 'myBaby' })}
        >
          {t.add}
        </Button>
      </div>
    </div>
  );
};
