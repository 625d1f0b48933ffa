import { useAppRouter } from '../../../lib/router.ts';
import { MEMBER_ROUTES } from '../routes.ts';
import { memberStrings as s } from '../strings.ts';
import styles from './members.module.css';

/** The member's ways on: ledger, rule, transfer, mall. */
export const PointsLinks = () => {
  const router = useAppRouter();
  const links = [
    { text: s.toLedger, path: MEMBER_ROUTES.ledger, id: 'ledger' },
    { text: s.toRule, path: MEMBER_ROUTES.rule, id: 'rule' },
    { text: s.toGive, path: MEMBER_ROUTES.give, id: 'give' },
    { text: s.toMall, path: MEMBER_ROUTES.mall, id: 'mall' },
  ];
  return (
    <div className={styles.links}>
      {links.map((l) => (
        <button
          key={l.id}
          type="button"
          className={styles.linkButton}
          data-testid={`member-link-${l.id}`}
          onClick={() => router.navigate(l.path)}
        >
          {l.text}
        </button>
      ))}
    </div>
  );
};
