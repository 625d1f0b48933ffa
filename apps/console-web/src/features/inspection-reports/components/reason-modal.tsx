import { api } from '@sprout/contract';
import { App } from 'antd';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';

interface ReasonModalProps {
  title: string;
  /** What happens after deleting, in the doctor's words. */
  note: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before deleting a report or a sheet entered by mistake; the reason is kept. */
export function ReasonModal({ title, note, onSubmit, onClose }: ReasonModalProps) {
  const { message } = App.useApp();
  return (
    <ReasonDialog
      title={title}
      note={note}
      label="删除原因"
      // Reports and sheets share the contract's reason field.
      schema={api.inspectionReports.consoleDeleteReport.body.shape.reason}
      okText="删除"
      testIds={{ reason: 'reports-delete-reason', submit: 'reports-delete-submit' }}
      onSubmit={(reason) =>
        onSubmit(reason).then(() => {
          void message.success('已删除');
          onClose();
        })
      }
      onClose={onClose}
    />
  );
}
