import type { api, ParsedBodyOf } from '@sprout/contract';
import { FEE_CATEGORY_LABELS } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './fee-items.repository.ts';

const toView = (r: repo.FeeItemRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  category: r.category,
  categoryLabel: FEE_CATEGORY_LABELS[r.category],
  unitPriceFen: r.unit_price_fen,
  enabled: r.enabled === 1,
  updatedAt: r.updated_at,
});

export const listFeeItems = async (ctx: AppContext, enabledOnly: boolean) => ({
  list: (await repo.listFeeItems(ctx.db, enabledOnly)).map(toView),
});

type SaveItem = ParsedBodyOf<typeof api.feesConsole.saveFeeItem>;

/** 收费项目 new or changed, audited with the values before and after. The code never changes. */
export const saveFeeItem = (ctx: AppContext, staff: StaffPrincipal, input: SaveItem) =>
  inTransaction(ctx.db, async (trx) => {
    const values = {
      name: input.name,
      category: input.category,
      unit_price_fen: input.unitPriceFen,
      enabled: input.enabled ? 1 : 0,
    };
    let before: repo.FeeItemRow | undefined;
    let saved: repo.FeeItemRow | undefined;
    if (input.id === undefined) {
      saved = await repo.insertFeeItem(trx, { code: input.code, ...values });
      if (!saved) throw conflict(`项目编码 ${input.code} 已存在`);
    } else {
      before = await repo.findFeeItem(trx, input.id);
      if (!before) throw notFound('收费项目不存在');
      if (before.code !== input.code) throw conflict('项目编码保存后不可修改');
      saved = await repo.updateFeeItem(trx, input.id, values);
      if (!saved) throw notFound('收费项目不存在');
    }
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: staff.staffId,
      action: before ? 'fees.item.update' : 'fees.item.create',
      subjectType: 'fee_item',
      subjectId: String(saved.id),
      detail: { before: before ? toView(before) : null, after: toView(saved) },
    });
    return toView(saved);
  });
