import { api, type ClinicStopOutcome, type ConsoleSession } from '@sprout/contract';
import { Alert, App, Form, Input, List, Modal, Typography } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { PartialStopError, useStopSessions } from '../api/stop-sessions.ts';
import { bookedIn } from '../utils/session-selection.ts';
import { PERIOD_LABELS } from '../utils/template-preview.ts';

const reasonSchema = api.clinicAdmin.stopSessions.body?.shape.reason;
const FIELDS = ['reason'] as const;

interface StopSessionsModalProps {
  sessions: ConsoleSession[];
  onClose: () => void;
  /** What the server did (also after a partial failure, with the error's message). */
  onDone: (outcome: ClinicStopOutcome, failure?: string) => void;
}

/** The confirm before stopping clinics: which ones, how many parents are affected, and why. */
export function StopSessionsModal({ sessions, onClose, onDone }: StopSessionsModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const stop = useStopSessions();
  const booked = bookedIn(sessions);

  const submit = ({ reason }: { reason: string }) => {
    stop.mutate(
      { sessionIds: sessions.map((s) => s.sessionId), reason: reason.trim() },
      {
        onSuccess: (outcome) => onDone(outcome),
        onError: (error) => {
          if (error instanceof PartialStopError) onDone(error.done, error.message);
          else showFormError(form, FIELDS, error, message);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`停诊确认（${sessions.length} 个出诊）`}
      okText="确认停诊"
      okButtonProps={{ danger: true, 'data-testid': 'stop-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={stop.isPending}
      maskClosable={false}
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
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item
          validateFirst
          label="停诊原因（会告知家长）"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: '请输入停诊原因' },
            contractRule(reasonSchema),
          ]}
        >
          <Input.TextArea
            rows={2}
            maxLength={100}
            showCount
            placeholder="如：医生临时外出会诊"
            data-testid="stop-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
