import { List } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { HELP_PATH, helpStrings as t } from '../strings.ts';
import styles from './help-entry.module.css';

/** The row on 就诊人信息 that opens 使用帮助. */
export const HelpEntry = () => {
  const router = useAppRouter();
  return (
    <List mode="card">
      <List.Item
        className={styles.row}
        description={t.entryHint}
        onClick={() => router.navigate(HELP_PATH)}
        data-testid="account-help"
      >
        {t.entry}
      </List.Item>
    </List>
  );
};
