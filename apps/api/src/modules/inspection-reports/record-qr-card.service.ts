import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { patientAppQrCode } from '../../http/patient-app-url.ts';
import { signRecordQr } from '../records/record-codes.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { auditChild } from './inspection-report-audit.ts';

/**
 * 档案二维码: the card the front desk prints for a guardian from the console's 检查报告 screen. Scanned
 * with WeChat it opens 报告查询 with the signed code, where the guardian binds the record to their own
 * baby profile (records' qrCodeBindRecord, which checks the signature made by records' record-codes.service.ts).
 * The code binds whoever holds it, so handing it out is a staff act: each card made is audited (R13).
 */
export const recordQrCard = async (ctx: AppContext, p: StaffPrincipal, req: FastifyRequest, pid: string) => {
  const record = await ctx.his.getRecord(pid);
  if (!record) throw notFound('就诊档案不存在');
  const code = signRecordQr(ctx.config.RECORD_QR_SECRET, pid);
  const card = await patientAppQrCode(
    ctx,
    req,
    `/pages/newFun/jcReport?recordQr=${encodeURIComponent(code)}`,
  );
  await auditChild(ctx, p, 'child.record.qrCard', { pid }, {});
  return { pid, name: record.name, ...card };
};
