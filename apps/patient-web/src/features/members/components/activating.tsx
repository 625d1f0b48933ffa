import { DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useActivateMember } from '../api/use-activate-member.ts';
import { MEMBER_ROUTES } from '../routes.ts';
import { memberStrings as s } from '../strings.ts';
import { agreedVersion } from '../utils/notice-version.ts';
import styles from './members.module.css';

/**
 * registmember/loading: makes the membership the parent agreed to (notice version `noticeVersion`),
 * then opens the member cards; a refusal goes back to 会员积分激活 (the client has shown why: 开通会员须知已更新
 * only to a parent who agreed to an earlier version). Opened without a version, the parent never
 * agreed to any: back to 会员积分激活 to read it, with no toast and no request.
 */
export const Activating = ({ noticeVersion }: { noticeVersion: string }) => {
  const router = useAppRouter();
  const activate = useActivateMember();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    if (!agreedVersion(noticeVersion)) return router.redirect(MEMBER_ROUTES.activate);
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
