import { api } from '@sprout/contract';
import { App } from 'antd';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import type { ConsoleMeasurementRow } from '../api/list-measurements.ts';
import { useRemovePendingMeasurement } from '../api/review-measurement.ts';

/** Removes a 待核对 measurement (a parent's or the clinic's); the reason is kept in the audit trail. */
export function RemovePendingModal({
  measurement,
  onClose,
}: {
  measurement: ConsoleMeasurementRow;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const remove = useRemovePendingMeasurement();

  const submit = (reason: string) =>
    remove.mutateAsync({ measurementId: measurement.measurementId, reason }).then(() => {
      void message.success(`已删除 ${measurement.date} 的待核对测量`);
      onClose();
    });

  return (
    <ReasonDialog
      title="删除待核对的测量"
      note={`${measurement.date} 的测量与年龄明显不符（${measurement.enteredBy}）。删除后家长和医生都不再看到它。请写明原因（如：身高填进了体重、单位录错）。`}
      label="删除原因"
      schema={api.growth.consoleRemovePendingMeasurement.body.shape.reason}
      okText="删除"
      testIds={{ reason: 'growth-remove-pending-reason', submit: 'growth-remove-pending-submit' }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
