import type { api, ParsedBodyOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { BabyRow } from '../../db/schema.ts';
import { AppError, conflict, invalidInput, notFound } from '../../http/app-error.ts';
import type { PatientRecord } from '../../providers/his/his-provider.ts';
import { consumeSmsCode, sendSmsCode } from '../accounts/sms-codes.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { linkPatientRecord, ownedBaby } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { isValidBindTicket, issueBindTicket, pidFromRecordQr } from './record-codes.service.ts';

/** Linking a parent's baby profile to the clinic's patient record (pid). */
const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
const toView = (r: PatientRecord) => ({
  pid: r.pid,
  name: r.name,
  sex: r.sex,
  birthday: r.birthday,
  guardianPhone: maskPhone(r.guardianPhone),
});

/**
 * A record is bound only to the child it describes: a birthday or sex that differs from the profile
 * (a profile saved with a wrong birthday, another child of the family) is refused with both values,
 * so the parent corrects the profile first or picks the right child. Every binding path checks it.
 */
const assertSameChild = (baby: Pick<BabyRow, 'sex' | 'birthday'>, record: PatientRecord) => {
  if (baby.sex === record.sex && baby.birthday === record.birthday) return;
  throw conflict(
    `就诊档案与宝宝资料不一致：档案为${record.sex}、${record.birthday}出生，宝宝资料为${baby.sex}、${baby.birthday}出生。请核对；如宝宝资料有误，请先修改宝宝资料再绑定`,
  );
};

const bind = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  baby: Pick<BabyRow, 'id' | 'sex' | 'birthday'>,
  record: PatientRecord,
  how: string,
) => {
  assertSameChild(baby, record);
  const babyId = baby.id;
  await linkPatientRecord(ctx.db, parent, babyId, record.pid);
  await writeAudit(ctx.db, {
    actorType: 'parent',
    actorId: parent.userId,
    action: `record.bind.${how}`,
    subjectType: 'baby',
    subjectId: String(babyId),
    detail: { pid: record.pid },
  });
  return { ...toView(record), babyId };
};

/** consumeSmsCode names the field `code`; these calls name it verifyCode. */
const verifyPhone = async (ctx: AppContext, phone: string, code: string) => {
  try {
    await consumeSmsCode(ctx, phone, 'record', code);
  } catch (err) {
    if (err instanceof AppError && err.fields?.code) throw invalidInput({ verifyCode: err.fields.code });
    throw err;
  }
};

export const sendRecordCode = (ctx: AppContext, phone: string, ip: string | null) =>
  sendSmsCode(ctx, phone, 'record', ip);

export const matchRecords = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.booking.matchBabyRecord>,
) => {
  await verifyPhone(ctx, input.mobile, input.verifyCode);
  const found = await ctx.his.findRecords(input.babyName, input.mobile);
  return found.map((r) => ({
    ...toView(r),
    bindTicket: issueBindTicket(ctx.config.RECORD_QR_SECRET, parent.userId, r.pid, input.mobile),
  }));
};

export const bindVerifiedRecord = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.booking.bindBabyHisRecord>,
) => {
  // The baby is looked up before anything else, so a foreign babyId spends no SMS code and reveals nothing.
  const baby = await ownedBaby(ctx.db, parent, input.babyId);
  if (input.bindTicket !== undefined) {
    const secret = ctx.config.RECORD_QR_SECRET;
    if (!isValidBindTicket(secret, input.bindTicket, parent.userId, input.pid, input.mobile))
      throw invalidInput({ bindTicket: '验证已过期，请重新获取验证码' });
  } else await verifyPhone(ctx, input.mobile, input.verifyCode ?? '');
  const record = await ctx.his.getRecord(input.pid);
  if (!record || record.guardianPhone !== input.mobile) throw notFound('未找到该手机号下的就诊档案');
  return bind(ctx, parent, baby, record, 'verified-phone');
};

export const bindRecordByPid = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  babyId: number,
  pid: string,
) => {
  const baby = await ownedBaby(ctx.db, parent, babyId);
  const record = await ctx.his.getRecord(pid);
  // Someone else's record reads as absent: the pid alone proves nothing.
  if (!record || record.guardianPhone !== parent.phone) throw notFound('未找到您名下的该就诊档案');
  return bind(ctx, parent, baby, record, 'pid');
};

export const createAndBindRecord = async (ctx: AppContext, parent: ParentPrincipal, babyId: number) => {
  const baby = await ownedBaby(ctx.db, parent, babyId);
  const his = ctx.his;
  const existing = baby.pid ? await his.getRecord(baby.pid) : undefined;
  if (existing) return { ...toView(existing), babyId };
  const record = await his.createRecord(baby, parent.phone ?? '');
  return bind(ctx, parent, baby, record, 'created');
};

export const bindRecordByQr = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  babyId: number,
  qrCode: string,
) => {
  const baby = await ownedBaby(ctx.db, parent, babyId);
  const pid = pidFromRecordQr(ctx.config.RECORD_QR_SECRET, qrCode);
  if (!pid) throw invalidInput({ qrCode: '二维码无效，请扫描门诊打印的档案二维码' });
  const record = await ctx.his.getRecord(pid);
  if (!record) throw notFound('就诊档案不存在');
  return bind(ctx, parent, baby, record, 'qr');
};
