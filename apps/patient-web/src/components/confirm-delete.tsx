import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { kitStrings as t } from './kit-strings.ts';
import styles from './list-card.module.css';

/** Asks before a record of the parent's goes for good; resolves true when the parent said 删除. */
export const confirmDelete = (title: string, content: ReactNode): Promise<boolean> =>
  Dialog.confirm({
    title,
    content,
    confirmText: <span className={styles.danger}>{t.delete}</span>,
    cancelText: t.cancel,
  });
