import type { api, ResponseOf } from '@sprout/contract';
import { DISCOUNT_CATEGORIES, DISCOUNT_CATEGORY_LABELS } from '@sprout/domain';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { showFormError } from '../../../lib/form-errors.ts';
import {
  type MemberCardTypeInput,
  useMemberCardTypes,
  useSaveMemberCardType,
} from '../api/member-card-types.ts';

type CardType = ResponseOf<typeof api.membersConsole.memberCardTypes>['list'][number];
type Category = (typeof DISCOUNT_CATEGORIES)[number];

/** The form's values: one optional percentage per fee category (blank: paid in full). */
interface CardForm {
  name: string;
  note: string;
  percents: Partial<Record<Category, number | null>>;
  isDefault: boolean;
  reason: string;
}

const toForm = (c: CardType): CardForm => ({
  name: c.name,
  note: c.note,
  percents: Object.fromEntries(c.discounts.map((d) => [d.category, d.payPercent])),
  isDefault: c.isDefault,
  reason: '',
});

const EMPTY_FORM: CardForm = { name: '', note: '', percents: {}, isDefault: false, reason: '' };

const toBody = (cardTypeId: number | undefined, v: CardForm): MemberCardTypeInput => ({
  ...(cardTypeId === undefined ? {} : { cardTypeId }),
  name: v.name,
  note: v.note,
  discounts: DISCOUNT_CATEGORIES.flatMap((category) => {
    const payPercent = v.percents[category];
    return typeof payPercent === 'number' ? [{ category, payPercent }] : [];
  }),
  isDefault: v.isDefault,
  reason: v.reason,
});

/**
 * One card type: its name, note, what members pay per fee category and whether new members get it,
 * saved with a reason. Without `card`, the form of a new card type (onDone closes it once added).
 */
function CardTypeForm({ card, onDone }: { card: CardType | null; onDone?: () => void }) {
  const [form] = Form.useForm<CardForm>();
  const save = useSaveMemberCardType();
  const { message } = App.useApp();
  useEffect(() => form.setFieldsValue(card ? toForm(card) : EMPTY_FORM), [card, form]);
  const submit = (v: CardForm) =>
    save.mutate(toBody(card?.cardTypeId, v), {
      onSuccess: () => {
        void message.success(card ? '已保存，之后结算的订单按新折扣' : '已新增会员卡');
        form.setFieldValue('reason', '');
        onDone?.();
      },
      onError: (error) => showFormError(form, ['name', 'note', 'reason'], error, message),
    });
  return (
    <Card
      title={
        card ? (
          <Space>
            {card.name}
            {card.isDefault ? <Tag color="blue">新会员默认</Tag> : null}
            <Tag>{`${card.members} 位会员`}</Tag>
          </Space>
        ) : (
          '新增会员卡'
        )
      }
      extra={card ? null : <Button onClick={onDone}>取消</Button>}
      style={{ marginBottom: 16 }}
      data-testid={card ? `card-type-${card.cardTypeId}` : 'card-type-new'}
    >
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
        <Form.Item
          name="name"
          label="会员卡名称"
          rules={[{ required: true, min: 2, message: '请填写会员卡名称' }]}
        >
          <Input maxLength={20} data-testid="card-name" />
        </Form.Item>
        <Form.Item
          name="note"
          label="折扣说明（会员可见）"
          rules={[{ required: true, min: 2, message: '请填写折扣说明' }]}
        >
          <Input maxLength={100} data-testid="card-note" />
        </Form.Item>
        <Space wrap size="middle">
          {DISCOUNT_CATEGORIES.map((category) => (
            <Form.Item
              key={category}
              name={['percents', category]}
              label={`${DISCOUNT_CATEGORY_LABELS[category]}（会员支付 %）`}
              tooltip="如 95 即九五折；不填则该类费用不打折"
            >
              <InputNumber
                min={50}
                max={99}
                precision={0}
                placeholder="不打折"
                style={{ width: 150 }}
                data-testid={`card-percent-${category}`}
              />
            </Form.Item>
          ))}
        </Space>
        <Form.Item
          name="isDefault"
          valuePropName="checked"
          extra="新开通的会员得到这种会员卡；已有会员的卡不变"
        >
          {/* The default moves to another card; it is never just switched off. */}
          <Checkbox disabled={card?.isDefault === true} data-testid="card-default">
            设为新会员默认
          </Checkbox>
        </Form.Item>
        <Form.Item
          name="reason"
          label={card ? '修改原因' : '新增原因'}
          rules={[
            { required: true, whitespace: true, min: 2, message: card ? '请填写修改原因' : '请填写新增原因' },
          ]}
        >
          <Input maxLength={200} data-testid="card-reason" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="card-save">
          {card ? '保存' : '新增'}
        </Button>
      </Form>
    </Card>
  );
}

/** 会员卡折扣: every card type as its own form, and a new one on demand. */
export function MemberCardsEditor() {
  const types = useMemberCardTypes();
  const [adding, setAdding] = useState(false);
  if (types.isPending) return <Card loading />;
  return (
    <>
      {(types.data?.list ?? []).map((card) => (
        <CardTypeForm key={card.cardTypeId} card={card} />
      ))}
      {adding ? (
        <CardTypeForm card={null} onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)} data-testid="card-type-add">
          新增会员卡
        </Button>
      )}
    </>
  );
}
