import { ADD_BABY_PATH } from '../config/constants.ts';
import { useAppRouter } from '../lib/router.ts';
import { EmptyState } from './empty-state.tsx';
import { kitStrings as t } from './kit-strings.ts';
import pill from './pill-button.module.css';

interface NoBabyProps {
  /** What the page would show with a baby (还没有添加宝宝，添加后即可…). */
  tip: string;
  testId?: string;
  /**
   * Sent as `from`: the baby form then comes back here after saving instead of going on to 我的宝宝,
   * which keeps what this page's address holds (a front desk's 档案二维码 waiting to be bound).
   */
  from?: string;
}

/** A page about a baby, for a parent who has none yet (or is logged out): how to start. */
export const NoBaby = ({ tip, testId, from }: NoBabyProps) => {
  const router = useAppRouter();
  return (
    <EmptyState tip={tip}>
      <button
        type="button"
        className={pill.pill}
        data-testid={testId}
        onClick={() => router.navigate(ADD_BABY_PATH, from ? { from } : undefined)}
      >
        {t.addBaby}
      </button>
    </EmptyState>
  );
};
