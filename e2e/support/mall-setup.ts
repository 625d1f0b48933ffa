import { randomUUID } from 'node:crypto';
import { apiPost, baseUrl } from './api.ts';

/**
 * Goods on sale as a manager makes them in the console: pictures uploaded (multipart, beside the
 * contract's JSON routes), the goods saved enabled, then stocked through the stock ledger.
 */

const uploadGoodsPicture = async (manager: string, png: Buffer, name: string): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(`${baseUrl()}/api/console/mall/goods/picture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${manager}` },
    body: form,
  });
  const json = (await res.json()) as { success: boolean; data: { name: string } };
  if (!res.ok || !json.success)
    throw new Error(`goods picture upload: ${res.status} ${JSON.stringify(json)}`);
  return json.data.name;
};

export interface GoodsSetup {
  name: string;
  description: string;
  pointsPrice: number;
  stock: number;
  pictures?: Buffer[];
}

/** Saves goods on sale with its pictures and stock; answers its id. */
export const goodsOnSale = async (manager: string, goods: GoodsSetup): Promise<number> => {
  const pictures: string[] = [];
  for (const [i, png] of (goods.pictures ?? []).entries())
    pictures.push(await uploadGoodsPicture(manager, png, `goods-${i + 1}.png`));
  const saved = await apiPost<{ goodsId: number }>(
    '/api/console/mall/goods/save',
    {
      name: goods.name,
      description: goods.description,
      pointsPrice: goods.pointsPrice,
      pictures,
      enabled: true,
    },
    manager,
  );
  if (goods.stock > 0)
    await apiPost(
      '/api/console/mall/goods/stock',
      { goodsId: saved.goodsId, delta: goods.stock, reason: '入库', requestKey: randomUUID() },
      manager,
    );
  return saved.goodsId;
};
