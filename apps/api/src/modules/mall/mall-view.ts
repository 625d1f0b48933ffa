import { MALL_PICTURE_PATH } from '@sprout/contract';
import { EXCHANGE_STATUS_LABELS } from '@sprout/domain';
import { z } from 'zod';
import type { MallGoodsRow } from '../../db/schema-value-goods.ts';
import type { ExchangeViewRow } from './mall.repository.ts';

const names = z.array(z.string());
export const pictureNames = (json: string): string[] => names.parse(JSON.parse(json));
export const pictureUrl = (name: string) => `${MALL_PICTURE_PATH}/${name}`;

export const toGoodsView = (g: MallGoodsRow) => {
  const pictures = pictureNames(g.pictures);
  return {
    goodsId: g.id,
    name: g.name,
    description: g.description,
    pointsPrice: g.points_price,
    stock: g.stock,
    pictures,
    pictureUrls: pictures.map(pictureUrl),
    enabled: g.enabled === 1,
  };
};

export const toExchangeView = (x: ExchangeViewRow) => {
  const first = pictureNames(x.pictures)[0];
  return {
    exchangeId: x.id,
    goodsId: x.goods_id,
    goodsName: x.goods_name,
    pictureUrl: first === undefined ? null : pictureUrl(first),
    quantity: x.quantity,
    points: x.points,
    status: x.status,
    statusLabel: EXCHANGE_STATUS_LABELS[x.status],
    recipient: x.recipient,
    mobile: x.mobile,
    addressText: x.address_text,
    carrier: x.carrier,
    trackingNo: x.tracking_no,
    canCancel: x.status === 'waiting',
    createdAt: x.created_at,
    shippedAt: x.shipped_at,
    deliveredAt: x.delivered_at,
    cancelledAt: x.cancelled_at,
    cancelReason: x.cancel_reason,
  };
};

export const toConsoleExchangeView = (x: ExchangeViewRow) => ({
  ...toExchangeView(x),
  userId: x.user_id,
  parentPhone: x.parent_phone,
});
