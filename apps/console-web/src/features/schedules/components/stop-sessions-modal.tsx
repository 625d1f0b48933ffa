import { api, type ClinicStopOutcome, type ConsoleSession } from '@sprout/contract';
import { PERIOD_LABELS } from '@sprout/domain';
import { Alert, List, Typography } from 'antd';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { PartialStopError, useStopSessions } from '../api/stop-sessions.ts';
import { bookedIn } from '../utils/session-selection.ts';

interface StopSessionsModalProps {
  sessions: ConsoleSession[];
  onClose: () => void;
  /** What the server did (also after a partial failure, with the error's message). */
  onDone: (outcome: ClinicStopOutcome, failure?: string) => void;
}

/** The confirm before stopping clinics: which ones, how many parents are affected, and why. */
export function StopSessionsModal({ sessions, onClose, onDone }: StopSessionsModalProps) {
  const stop = useStopSessions();
  const booked = bookedIn(sessions);

  const submit = (reason: string) =>
    stop.mutateAsync({ sessionIds: sessions.map((s) => s.sessionId), reason }).then(
      (outcome) => onDone(outcome),
      (error: unknown) => {
        // Some clinics stopped before one refused: say what was done rather than keep the dialog open.
        if (error instanceof PartialStopError) onDone(error.done, error.message);
        else throw error;
      },
    );

  return (
    <ReasonDialog
      title={`停诊确认（${sessions.length} 个出诊）`}
      okText="确认停诊"
      label="停诊原因（会告知家长）"
      placeholder="如：医生临时外出会诊"
      schema={api.clinicAdmin.stopSessions.body.shape.reason}
      testIds={{ reason: 'stop-reason', submit: 'stop-submit' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <List
        size="small"
        style={{ margin: '12px 0', maxHeight: 180, overflowY: 'auto' }}
        dataSource={sessions}
        renderItem={(s) => (
          <List.Item>
            <span>
              {s.date} {PERIOD_LABELS[s.period]} · {s.doctorName}
            </span>
            <Typography.Text type={s.booked > 0 ? 'warning' : 'secondary'}>
              已约 {s.booked} 人
            </Typography.Text>
          </List.Item>
        )}
      />
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="stop-warning"
        title={
          booked > 0
            ? `已预约的 ${booked} 位家长的预约将被取消，并收到停诊通知（系统消息和短信）；已支付的挂号费原路退回，未支付的订单关闭。`
            : '停诊后这些出诊的号源关闭，家长不能再预约。若此刻有家长刚好预约，也会被取消并收到通知、退款。'
        }
        description="之后可以“恢复出诊”重新开放号源，但已取消的预约不会恢复。"
      />
    </ReasonDialog>
  );
}
