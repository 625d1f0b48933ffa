import { APP_SERVICES, BILL_PAYMENT_WAYS, DESK_PAYMENT_WAYS, isAppServiceCode } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { billStatus, billView, feeCategory } from './fees-answers.ts';
import { pidField } from './booking-records.ts';
import { idField, mobileField, requestKeyField, wholeNumber } from './fields.ts';
import { orderNoField } from './payments.ts';

/**
 * The console's clinic-fee calls (issue 15): the fee-item catalogue, bills by hand, write-off of a
 * bill paid at the desk (cash, or a bank card with the POS reference: the bank-pay backtrack), void,
 * refund of a fee order; and, for admins, the server-to-server clients. Every change is audited.
 */
const C = '/api/console/fees';

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(min, `请填写${what}`)
    .max(max, `${what}不能超过${max}个字`);

const fen = (what: string) =>
  wholeNumber(
    z
      .number({ error: `请填写${what}` })
      .int(`${what}应为整数（分）`)
      .min(0, `${what}不能为负`)
      .max(100_000_000, `${what}过大`),
  );
const quantity = wholeNumber(
  z.number({ error: '请填写数量' }).int('数量应为整数').min(1, '数量至少为1').max(999, '数量不能超过999'),
);

export const feeItemCodeField = z
  .string({ error: '请填写项目编码' })
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,32}$/, '项目编码只能含字母、数字、下划线、点和横线，最多32位')
  .refine(
    (code) => !isAppServiceCode(code),
    `该编码已用于系统服务（${APP_SERVICES.map((s) => `${s.name} ${s.code}`).join('、')}），请换一个`,
  );

export const feeItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: feeCategory,
  categoryLabel: z.string(),
  unitPriceFen: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});

export const apiClientView = z.object({
  id: z.number().int(),
  clientId: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});

export const API_CLIENT_SCOPES = ['bills:write', 'bills:read'] as const;
/** What each scope lets a HIS do, in the console's words. */
export const API_CLIENT_SCOPE_LABELS: Record<(typeof API_CLIENT_SCOPES)[number], string> = {
  'bills:write': '推送账单',
  'bills:read': '读取所推账单的缴费状态',
};

/** A HIS's bill as it stands now: the answer to its polling for bill changes. */
export const hisBillState = z.object({
  billId: z.number().int(),
  hisBillNo: z.string(),
  pid: z.string(),
  status: billStatus,
  totalFen: z.number().int(),
  /** online (the parent paid in the app), cash or card (核销 at the desk), null while unpaid. */
  paidVia: z.enum(BILL_PAYMENT_WAYS).nullable(),
  paidAt: z.string().nullable(),
  /** The app order that paid it (several bills may share one), for the HIS's own reconciliation. */
  orderNo: z.string().nullable(),
  refundedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  changedAt: z.string(),
});

export const feePatient = z.object({
  pid: z.string(),
  name: z.string(),
  sex: z.enum(['男', '女']),
  birthday: z.string(),
  guardianPhone: z.string(),
});

export const feesConsole = {
  feeItems: endpoint({
    method: 'GET',
    path: `${C}/items`,
    tag: 'fees-console',
    access: 'staff',
    summary: '收费项目（含停用）',
    query: z.strictObject({ enabledOnly: z.enum(['true', 'false']).optional() }),
    response: z.object({ list: z.array(feeItem) }),
  }),
  saveFeeItem: endpoint({
    method: 'POST',
    path: `${C}/items/save`,
    tag: 'fees-console',
    access: 'manager',
    summary: '新增或修改收费项目（编码即优惠券、套餐卡所指的服务编码，保存后不可改）',
    body: z.strictObject({
      id: idField.optional(),
      code: feeItemCodeField,
      name: text('项目名称', 1, 40),
      category: z.enum(feeCategory.options, { error: '请选择费用类别' }),
      unitPriceFen: fen('单价'),
      enabled: z.boolean({ error: '启用应为是或否' }),
    }),
    response: feeItem,
  }),
  feePatients: endpoint({
    method: 'GET',
    path: `${C}/patients`,
    tag: 'fees-console',
    access: 'staff',
    summary: '按就诊档案号或家长手机号找就诊人（已建档的宝宝）',
    query: z.strictObject({ pid: pidField.optional(), phone: mobileField.optional() }),
    response: z.object({ list: z.array(feePatient) }),
  }),
  bills: endpoint({
    method: 'GET',
    path: `${C}/bills`,
    tag: 'fees-console',
    access: 'staff',
    summary: '账单列表（按就诊档案号、状态）',
    query: pageQuery.extend({ pid: pidField.optional(), status: billStatus.optional() }).strict(),
    response: pageOf(billView),
  }),
  createBill: endpoint({
    method: 'POST',
    path: `${C}/bills/create`,
    tag: 'fees-console',
    access: 'manager',
    summary: '为就诊人开账单（项目取自收费目录，单价以目录为准；请求号防止同一账单开两次）',
    body: z.strictObject({
      requestKey: requestKeyField,
      pid: pidField,
      title: text('账单名称', 1, 40).optional(),
      lines: z
        .array(z.strictObject({ itemCode: feeItemCodeField, quantity }), { error: '请添加收费项目' })
        .min(1, '请添加收费项目')
        .max(50, '一张账单最多50项'),
    }),
    response: billView,
  }),
  voidBill: endpoint({
    method: 'POST',
    path: `${C}/bills/void`,
    tag: 'fees-console',
    access: 'manager',
    summary: '作废未缴费的账单（须填原因）',
    body: z.strictObject({ billId: idField, reason: text('作废原因', 2, 100) }),
    response: billView,
  }),
  writeOffBill: endpoint({
    method: 'POST',
    path: `${C}/bills/writeOff`,
    tag: 'fees-console',
    access: 'manager',
    summary: '核销：账单已在收费处以现金或银行卡（POS 参考号，银行支付回溯）缴清',
    body: z.strictObject({
      billId: idField,
      method: z.enum(DESK_PAYMENT_WAYS, { error: '请选择收款方式' }),
      posReference: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{4,40}$/, 'POS 参考号有误')
        .optional(),
      note: text('备注', 0, 100).optional(),
      requestKey: requestKeyField,
    }),
    response: billView,
  }),
  refundFeeOrder: endpoint({
    method: 'POST',
    path: `${C}/orders/refund`,
    tag: 'fees-console',
    access: 'manager',
    summary: '退还一笔线上缴费（全额，原路退回；所用优惠同时退回）',
    body: z.strictObject({
      orderNo: orderNoField,
      reason: text('退款原因', 2, 100),
      requestKey: requestKeyField,
    }),
    response: z.object({ orderNo: z.string(), refundNo: z.string().nullable(), status: z.string() }),
  }),
  apiClients: endpoint({
    method: 'GET',
    path: `${C}/clients`,
    tag: 'fees-console',
    access: 'admin',
    summary: '接口客户端（如医院信息系统）',
    response: z.object({ list: z.array(apiClientView) }),
  }),
  issueApiClient: endpoint({
    method: 'POST',
    path: `${C}/clients/issue`,
    tag: 'fees-console',
    access: 'admin',
    summary: '签发接口客户端：客户端密钥只显示这一次，服务端只存其散列',
    body: z.strictObject({
      name: text('客户端名称', 1, 40),
      scopes: z.array(z.enum(API_CLIENT_SCOPES, { error: '权限范围有误' })).min(1, '请选择权限范围'),
    }),
    response: apiClientView.extend({ clientSecret: z.string() }),
  }),
  revokeApiClient: endpoint({
    method: 'POST',
    path: `${C}/clients/revoke`,
    tag: 'fees-console',
    access: 'admin',
    summary: '吊销接口客户端（已签发的令牌同时失效）',
    body: z.strictObject({ id: idField, reason: text('吊销原因', 2, 100) }),
    response: apiClientView,
  }),
} as const;

/**
 * Server-to-server (a hospital information system): the spec's token call and the bill push. Access is
 * public at the contract level; the client's id and secret, then its bearer token and scope, are
 * checked by the fees module.
 */
export const clientAuth = {
  clientToken: endpoint({
    method: 'POST',
    path: '/api/auth/client/token',
    tag: 'client-auth',
    access: 'public',
    summary: '接口客户端换取短期令牌（client_credentials；令牌带签发时的权限范围）',
    body: z.strictObject({
      clientId: z.string({ error: '请提供 clientId' }).min(1).max(64),
      clientSecret: z.string({ error: '请提供 clientSecret' }).min(1).max(200),
    }),
    response: z.object({
      accessToken: z.string(),
      tokenType: z.literal('Bearer'),
      expiresIn: z.number().int(),
      scopes: z.array(z.string()),
    }),
  }),
  billChanges: endpoint({
    method: 'GET',
    path: '/api/his/v1/bills',
    tag: 'client-auth',
    access: 'public',
    summary:
      '医院信息系统读取所推账单的状态变化（需 bills:read）：按变化时间与账单号顺序分页，next 原样带回继续读；最近10秒内的变化稍后才出现，以免漏读尚未提交的事务',
    query: z.strictObject({
      changedSince: z.iso.datetime({ offset: true, error: 'changedSince 应为 ISO 8601 时间' }).optional(),
      afterBillId: wholeNumber(z.number().int().min(0, 'afterBillId 有误')).optional(),
      limit: wholeNumber(z.number().int().min(1, 'limit 至少为1').max(100, 'limit 最多为100')).optional(),
    }),
    response: z.object({
      list: z.array(hisBillState),
      /** Where the next read starts; equal to this read's start when nothing changed. */
      next: z.object({ changedSince: z.string(), afterBillId: z.number().int() }),
    }),
  }),
  pushBill: endpoint({
    method: 'POST',
    path: '/api/his/v1/bills',
    tag: 'client-auth',
    access: 'public',
    summary: '医院信息系统推送账单（需 bills:write；同一 HIS 账单号重复推送只记一张账单）',
    body: z.strictObject({
      hisBillNo: z
        .string({ error: '请提供 hisBillNo' })
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'hisBillNo 有误'),
      pid: pidField,
      title: text('账单名称', 1, 40).optional(),
      lines: z
        .array(z.strictObject({ itemCode: feeItemCodeField, quantity, unitPriceFen: fen('单价') }))
        .min(1, '请添加收费项目')
        .max(100, '一张账单最多100项'),
    }),
    response: billView.extend({ created: z.boolean() }),
  }),
} as const;
