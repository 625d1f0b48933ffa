import { DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useActivateMember } from '../api/use-activate-member.ts';
import { MEMBER_ROUTES } from '../routes.ts';
import { memberStrings as s } from '../strings.ts';
import styles from './members.module.css';

/**
 * registmember/loading: makes the membership the parent agreed to (notice version `noticeVersion`),
 * then opens the member cards; a refusal goes back to 会员积分激活 (the client has shown why).
 */
export const Activating = ({ noticeVersion }: { noticeVersion: string }) => {
  const router = useAppRouter();
  const activate = useActivateMember();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    activate.mutate(noticeVersion, {
      onSuccess: () => {
        toast(s.activated);
        router.redirect(MEMBER_ROUTES.cards);
      },
      onError: () => router.redirect(MEMBER_ROUTES.activate),
    });
  }, [activate, noticeVersion, router]);
  return (
    <div className={styles.done} data-testid="member-activating">
      <DotLoading color="primary" />
      <p className={styles.hint}>{s.activating}</p>
    </div>
  );
};
