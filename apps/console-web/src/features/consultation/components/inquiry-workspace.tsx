import { canMoveInquiry } from '@sprout/domain';
import { Alert, App, Button, Card, Col, Result, Row, Space, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useAcceptInquiry } from '../api/accept-inquiry.ts';
import { useInquiryDetail } from '../api/inquiry-detail.ts';
import { useNow } from '../utils/use-now.ts';
import { AiCaseCard } from './ai-case-card.tsx';
import { CloseSummaryForm } from './close-summary-form.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { InquiryFacts } from './inquiry-facts.tsx';
import { RefundDialog } from './refund-dialog.tsx';

interface InquiryWorkspaceProps {
  inquiryId: number;
  isManager: boolean;
  /** The child's side panel (profile, growth, reports), composed by the route from other features. */
  childPanel: (babyId: number) => ReactNode;
  /**
   * The conversation with the parent, composed by the route when the chat is there; nothing is drawn
   * in its place without it.
   */
  chat?: (inquiry: { inquiryId: number; status: string }) => ReactNode;
  /** After a decline the inquiry is no longer this doctor's: back to the inbox. */
  onLeave: () => void;
}

/** One inquiry at work: what the parent wrote, the moves, the chat, the summary; the child beside it. */
export function InquiryWorkspace({ inquiryId, isManager, childPanel, chat, onLeave }: InquiryWorkspaceProps) {
  const detail = useInquiryDetail(inquiryId);
  const now = useNow();
  const accept = useAcceptInquiry();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<'decline' | 'refund' | null>(null);

  if (detail.isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (detail.isError) return <Result status="warning" title={detail.error.message} />;
  const inquiry = detail.data;
  if (!inquiry) return null;
  const isDoctor = !isManager;
  const onAccept = () =>
    accept.mutate(
      { inquiryId },
      {
        onSuccess: () => void message.success('已接诊，请在首次回复时限内回复家长'),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Row gutter={16} align="top">
      <Col xs={24} xl={14}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <InquiryFacts inquiry={inquiry} now={now} />
          {inquiry.aiCase ? <AiCaseCard aiCase={inquiry.aiCase} /> : null}
          {isDoctor && inquiry.status === 'waiting' && (
            <Card size="small">
              <Space>
                <Button
                  type="primary"
                  onClick={onAccept}
                  loading={accept.isPending}
                  data-testid="consult-accept"
                >
                  接诊
                </Button>
                <Button danger onClick={() => setDialog('decline')} data-testid="consult-decline">
                  拒绝接诊
                </Button>
              </Space>
            </Card>
          )}
          {isManager && canMoveInquiry(inquiry.status, 'refundByHand') && (
            <Alert
              type="info"
              showIcon
              title="管理员可为家长手动全额退款，退款原因记入审计。"
              action={
                <Button danger size="small" onClick={() => setDialog('refund')} data-testid="consult-refund">
                  手动退款
                </Button>
              }
            />
          )}
          {chat?.({ inquiryId: inquiry.inquiryId, status: inquiry.status })}
          {isDoctor && inquiry.status === 'inProgress' && <CloseSummaryForm inquiryId={inquiry.inquiryId} />}
        </Space>
      </Col>
      <Col xs={24} xl={10}>
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="consult-child-panel">
          {childPanel(inquiry.babyId)}
        </Space>
      </Col>
      {dialog === 'decline' && (
        <DeclineDialog inquiry={inquiry} onClose={() => setDialog(null)} onDone={onLeave} />
      )}
      {dialog === 'refund' && <RefundDialog inquiry={inquiry} onClose={() => setDialog(null)} />}
    </Row>
  );
}
