import { api } from '@sprout/contract';
import { App } from 'antd';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { useDeleteMeasurement } from '../api/delete-measurement.ts';
import type { ConsoleMeasurementRow } from '../api/list-measurements.ts';

/** Deletes a clinic measurement entered by mistake; the reason is required and kept in the audit trail. */
export function DeleteMeasurementModal({
  measurement,
  onClose,
}: {
  measurement: ConsoleMeasurementRow;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const remove = useDeleteMeasurement();

  const submit = (reason: string) =>
    remove.mutateAsync({ measurementId: measurement.measurementId, reason }).then(() => {
      void message.success(`已删除 ${measurement.date} 的测量`);
      onClose();
    });

  return (
    <ReasonDialog
      title="删除门诊测量"
      note={`删除 ${measurement.date} 的测量后，百分位评价和随访名单随之更新。请写明原因（如：录错了宝宝、数值录错）。`}
      label="删除原因"
      schema={api.growth.consoleDeleteMeasurement.body.shape.reason}
      okText="删除"
      testIds={{ reason: 'growth-delete-reason', submit: 'growth-delete-submit' }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
