import { formatFen } from '@sprout/domain';
import { Card, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import type { InquiryPicture } from '@sprout/contract';
import type { InboxItem } from '../api/list-inbox.ts';
import { DeadlineTag } from './deadline-tag.tsx';
import { ToneTag } from './tone-tag.tsx';

const when = (iso: string | null) => (iso ? formatClinicDateTime(iso) : '—');

/** What the parent wrote when asking, with the inquiry's state and its running deadline. */
/** The detail answer carries the pictures (signed, short-lived links); the inbox rows do not. */
type Inquiry = InboxItem & { pictures?: InquiryPicture[] };

export function InquiryFacts({ inquiry, now }: { inquiry: Inquiry; now: number }) {
  const pictures = inquiry.pictures ?? [];
  const running =
    inquiry.status === 'waiting' || (inquiry.status === 'inProgress' && !inquiry.firstAnsweredAt);
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{`${inquiry.babyName}（${inquiry.babySex}，${inquiry.babyAge}）`}</span>
          <ToneTag tone="calm">{inquiry.kindLabel}</ToneTag>
          <Tag data-testid="consult-status">{inquiry.statusLabel}</Tag>
        </Space>
      }
      extra={
        running ? (
          <DeadlineTag
            dueAt={inquiry.dueAt}
            now={now}
            label={inquiry.status === 'waiting' ? '接诊剩余' : '回复剩余'}
          />
        ) : undefined
      }
      data-testid="consult-facts"
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'complaint',
            label: '主诉',
            children: (
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{inquiry.complaint}</Typography.Text>
            ),
          },
          { key: 'duration', label: '患病时长', children: inquiry.duration },
          {
            key: 'temperature',
            label: '体温',
            children: inquiry.temperature === null ? '未发热' : `${inquiry.temperature.toFixed(1)} ℃`,
          },
          { key: 'allergies', label: '过敏史', children: inquiry.allergies || '无' },
          { key: 'medicines', label: '用药情况', children: inquiry.medicines || '无' },
          {
            key: 'doctor',
            label: '医生',
            children: `${inquiry.doctorName} ${inquiry.doctorTitle} · ${inquiry.deptName}`,
          },
          { key: 'price', label: '问诊费', children: `¥${formatFen(inquiry.priceFen)}` },
          { key: 'reassign', label: '同意转诊', children: inquiry.allowReassign ? '同意' : '不同意' },
          { key: 'created', label: '提交时间', children: when(inquiry.createdAt) },
          { key: 'accepted', label: '接诊时间', children: when(inquiry.acceptedAt) },
          ...(inquiry.closedAt
            ? [{ key: 'closed', label: '结束时间', children: when(inquiry.closedAt) }]
            : []),
          ...(inquiry.endReason ? [{ key: 'end', label: '结束原因', children: inquiry.endReason }] : []),
        ]}
      />
      {pictures.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap style={{ marginTop: 8 }} data-testid="consult-pictures">
            {pictures.map((p, i) => (
              <Image
                key={p.pictureId}
                src={p.thumbUrl}
                preview={{ src: p.url }}
                width={88}
                height={88}
                style={{ objectFit: 'cover' }}
                alt={`问诊图片 ${i + 1}`}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Card>
  );
}
