import type { AiSession } from '@sprout/contract';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useClickThrottle } from '../../../lib/throttle.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { fetchSessionPage } from '../api/fetch-session-page.ts';
import { aiKeys } from '../api/query-keys.ts';
import { AI_ROUTES, aiChatPath } from '../routes.ts';
import { aiStrings as t } from '../strings.ts';
import { formatTime } from '../utils/time.ts';
import { LevelTag } from './assessment-card.tsx';
import styles from './history.module.css';

const SessionCard = ({ session: s, onOpen }: { session: AiSession; onOpen: (id: number) => void }) => (
  <button
    type="button"
    className={styles.card}
    onClick={() => onOpen(s.sessionId)}
    data-testid={`ai-session-${s.sessionId}`}
  >
    <span className={styles.top}>
      <span className={styles.name}>
        {s.babyName} · {s.consultTypeLabel}
      </span>
      {s.level && s.levelLabel ? (
        <LevelTag level={s.level} label={s.levelLabel} />
      ) : (
        <span className={styles.interviewing}>{t.interviewing}</span>
      )}
    </span>
    <span className={styles.complaint}>{s.complaint}</span>
    <span className={styles.meta}>
      {formatTime(s.createdAt)}
      {s.summaryConfirmedAt ? ` · ${t.confirmedTag}` : ''}
    </span>
  </button>
);

/** AI问诊记录: the parent's sessions, newest first, each opening its conversation. */
export const SessionHistory = () => {
  const router = useAppRouter();
  const loggedIn = useSession(hasToken);
  const open = useClickThrottle((sessionId: number) => router.navigate(aiChatPath(sessionId)));
  return (
    <div className={styles.page}>
      <PagedList<AiSession>
        queryKey={aiKeys.history()}
        enabled={loggedIn}
        fetchPage={fetchSessionPage}
        keyOf={(s) => s.sessionId}
        empty={
          <EmptyWithWay
            variant="list"
            tip={
              <>
                {t.noHistory}
                <br />
                {t.noHistoryHint}
              </>
            }
            way={{ label: t.toStart, path: AI_ROUTES.start }}
          />
        }
        renderItem={(s) => <SessionCard session={s} onOpen={open} />}
      />
    </div>
  );
};
