import { DotLoading } from 'antd-mobile';
import { PageSection } from '../../../components/page-section.tsx';
import { useMemberRule } from '../api/use-member-rule.ts';
import styles from './members.module.css';

/** 开通会员须知: the text a parent agrees to on 会员积分激活, from the server (it keeps the version). */
export const MemberNotice = () => {
  const rule = useMemberRule();
  if (!rule.data)
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  return (
    <div className={styles.page}>
      <PageSection>
        {rule.data.notice.map((p) => (
          <p key={p} className={styles.paragraph}>
            {p}
          </p>
        ))}
      </PageSection>
    </div>
  );
};
