import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idField, mobileField, smsCodeField } from './fields.ts';

const P = '/opordering/wechatapp';

/** The clinic's patient record number (Sprout's own: P + 8 digits; a hospital system's may differ). */
export const pidField = z
  .string({ error: '请输入就诊档案号' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,32}$/, '就诊档案号有误');

export const patientRecord = z.object({
  pid: z.string(),
  name: z.string(),
  sex: z.enum(['男', '女']),
  birthday: z.string(),
  /** 138****0000: enough to recognise, not to harvest. */
  guardianPhone: z.string(),
});

const boundRecord = patientRecord.extend({ babyId: z.number().int() });

const verifiedPhone = { mobile: mobileField, verifyCode: smsCodeField };

/** Binding a baby profile to the clinic's patient record (pid), as the spec names the calls. */
export const records = {
  smsMobile: endpoint({
    method: 'POST',
    path: `${P}/smsMobile`,
    tag: 'records',
    access: 'parent',
    summary: '发送就诊档案验证短信（查找、绑定宝宝档案前验证监护人手机号）',
    body: z.strictObject({ mobile: mobileField }),
    response: z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() }),
  }),
  matchBabyRecord: endpoint({
    method: 'POST',
    path: `${P}/matchBabyRecord`,
    tag: 'records',
    access: 'parent',
    summary:
      '按宝宝姓名和已验证的监护人手机号查找就诊档案；每条带 bindTicket（10分钟内有效），绑定时可代替验证码',
    body: z.strictObject({
      babyName: z.string({ error: '请输入宝宝姓名' }).trim().min(1, '请输入宝宝姓名').max(20, '姓名最多20字'),
      ...verifiedPhone,
    }),
    response: z.array(patientRecord.extend({ bindTicket: z.string() })),
  }),
  bindBabyHisRecord: endpoint({
    method: 'POST',
    path: `${P}/bindBabyHisRecord`,
    tag: 'records',
    access: 'parent',
    summary: '绑定查到的就诊档案（档案的监护人手机号须经验证：verifyCode 或 matchBabyRecord 的 bindTicket）',
    body: z
      .strictObject({
        babyId: idField,
        pid: pidField,
        mobile: mobileField,
        verifyCode: smsCodeField.optional(),
        bindTicket: z.string().max(200).optional(),
      })
      .refine((b) => b.verifyCode !== undefined || b.bindTicket !== undefined, {
        message: '请输入验证码',
        path: ['verifyCode'],
      }),
    response: boundRecord,
  }),
  bindBabyPid: endpoint({
    method: 'POST',
    path: `${P}/bindBabyPid`,
    tag: 'records',
    access: 'parentWithPhone',
    summary: '按档案号绑定（档案的监护人手机号须是当前账号绑定的手机号）',
    body: z.strictObject({ babyId: idField, pid: pidField }),
    response: boundRecord,
  }),
  addBindRecordBaby: endpoint({
    method: 'POST',
    path: `${P}/addBindRecordBaby`,
    tag: 'records',
    access: 'parentWithPhone',
    summary: '用宝宝资料和当前手机号新建就诊档案并绑定（已绑定时返回已绑定的档案）',
    body: z.strictObject({ babyId: idField }),
    response: boundRecord,
  }),
  qrCodeBindRecord: endpoint({
    method: 'POST',
    path: `${P}/qrCodeBindRecord`,
    tag: 'records',
    access: 'parent',
    summary: '扫门诊打印的档案二维码绑定（二维码内容为 pid.签名）',
    body: z.strictObject({
      babyId: idField,
      qrCode: z.string({ error: '二维码无效' }).trim().min(3, '二维码无效').max(200, '二维码无效'),
    }),
    response: boundRecord,
  }),
} as const;
