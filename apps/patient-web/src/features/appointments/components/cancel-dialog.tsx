import { Dialog, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { appointmentStrings as t } from '../strings.ts';
import styles from './cancel-dialog.module.css';

interface CancelDialogProps {
  visible: boolean;
  /** Fen that will go back to the parent (0: nothing was paid). */
  refundFen: number;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const REASON_MAX = 100;

/** Asks before cancelling, with an optional reason; a paid one says where the money goes. */
export const CancelDialog = ({ visible, refundFen, onConfirm, onClose }: CancelDialogProps) => {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      visible={visible}
      title={t.cancelTitle}
      onClose={onClose}
      afterClose={() => setReason('')}
      content={
        <div className={styles.body} data-testid="appointment-cancel-dialog">
          <p className={styles.text}>{t.cancelBody}</p>
          {refundFen > 0 ? (
            <p className={styles.refund} data-testid="appointment-cancel-refund">
              {t.cancelRefund(refundFen)}
            </p>
          ) : null}
          <TextArea
            className={styles.reason}
            value={reason}
            onChange={setReason}
            placeholder={t.cancelReasonPlaceholder}
            maxLength={REASON_MAX}
            rows={2}
            showCount
            data-testid="appointment-cancel-reason"
          />
        </div>
      }
      actions={[
        [
          { key: 'keep', text: t.cancelKeep, onClick: onClose },
          {
            key: 'confirm',
            text: t.cancelConfirm,
            danger: true,
            bold: true,
            onClick: () => onConfirm(reason),
          },
        ],
      ]}
    />
  );
};
