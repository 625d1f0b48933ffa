import type { AiCaseInfo } from '@sprout/contract';
import type { TriageLevel as AiLevel } from '@sprout/domain';
import { formatClinicTime } from '@sprout/domain';
import { Alert, Card, Descriptions, Image, List, Space, Typography } from 'antd';
import { type Tone, ToneTag } from './tone-tag.tsx';

/** An emergency level is alarm red, a visit within a day warm, a booked visit calm, home care good. */
const LEVEL_TONES: Record<AiLevel, Tone> = {
  emergency_ambulance: 'alarm',
  emergency: 'alarm',
  consultation_24: 'warn',
  consultation: 'calm',
  self_care: 'good',
};

/**
 * The AI consultation's case summary the parent confirmed and sent with this inquiry: what they told
 * the assistant, every red-flag question with the answer, the level it reached and the pictures. It is
 * what the parent said, read by rules, not a doctor's finding.
 */
export function AiCaseCard({ aiCase }: { aiCase: AiCaseInfo }) {
  const a = aiCase.assessment;
  return (
    <Card
      size="small"
      title="AI问诊病情摘要（家长已确认）"
      extra={a ? <ToneTag tone={LEVEL_TONES[a.level]}>{a.levelLabel}</ToneTag> : null}
      data-testid="consult-ai-case"
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {a?.emergency ? (
          <Alert
            type="error"
            showIcon
            title={`家长在AI问诊中已被建议：${a.levelLabel}`}
            description={a.signs.map((s) => s.sign).join('、')}
          />
        ) : null}
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="类型">{aiCase.consultTypeLabel}</Descriptions.Item>
          <Descriptions.Item label="确认时间">
            {aiCase.confirmedAt ? formatClinicTime(aiCase.confirmedAt, 'YYYY/MM/DD HH:mm') : ''}
          </Descriptions.Item>
          <Descriptions.Item label="主诉" span={2}>
            {aiCase.complaint}
          </Descriptions.Item>
          {aiCase.details.length > 0 ? (
            <Descriptions.Item label="补充" span={2}>
              {aiCase.details.join('；')}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {aiCase.answers.length > 0 ? (
          <List
            size="small"
            header={<Typography.Text strong>危险信号问答</Typography.Text>}
            dataSource={aiCase.answers}
            renderItem={(qa) => (
              <List.Item>
                <Typography.Text>{qa.question}</Typography.Text>
                <Typography.Text strong style={{ marginInlineStart: 12, whiteSpace: 'nowrap' }}>
                  {qa.answer ?? '未回答'}
                </Typography.Text>
              </List.Item>
            )}
          />
        ) : null}
        {a && a.signs.length > 0 ? (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            <Typography.Text type="secondary">发现的信号：</Typography.Text>
            {a.signs.map((s) => `${s.sign}（${s.levelLabel}）`).join('、')}
          </Typography.Paragraph>
        ) : null}
        {aiCase.pictures.length > 0 ? (
          <Image.PreviewGroup>
            <Space wrap>
              {aiCase.pictures.map((p) => (
                <Image
                  key={p.pictureId}
                  src={p.thumbUrl}
                  preview={{ src: p.url }}
                  width={88}
                  height={88}
                  alt="家长上传的图片"
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          以上为家长的描述经规则分级的结果，不是诊断。
        </Typography.Text>
      </Space>
    </Card>
  );
}
