import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { fillTemplate, readNoticeSettings } from './notice-settings.ts';

const settings = (env: Record<string, string>) =>
  readNoticeSettings(loadConfig({ NODE_ENV: 'test', ...env }));
const ALL_SMS = {
  SMS_TEMPLATE_APPOINTMENT_REMINDER: 'SMS_1:date,time,doctor,place=facility',
  SMS_TEMPLATE_CLINIC_STOPPED: 'SMS_2',
  SMS_TEMPLATE_REFUND_SETTLED: ' SMS_3 : order , amount ',
  SMS_TEMPLATE_INQUIRY_REASSIGNED: 'SMS_4:doctor',
  SMS_TEMPLATE_INQUIRY_REFUNDED: 'SMS_5',
  SMS_TEMPLATE_DOCTOR_REPLIED: 'SMS_6:doctor',
  SMS_TEMPLATE_REPORT_READY: 'SMS_7:child,report',
  SMS_TEMPLATE_BILL_DUE: 'SMS_8:child,bill,amount',
  SMS_TEMPLATE_BILL_REMINDER: 'SMS_9:child,bill,amount',
  SMS_TEMPLATE_PAYMENT_SUCCEEDED: 'SMS_10:order,amount',
  SMS_TEMPLATE_INVOICE_ISSUED: 'SMS_11:buyer,amount',
};

describe('notice template settings', () => {
  it('reads a template id with its variables, renamed where the template names them otherwise', () => {
    const read = settings({ SMS_PROVIDER: 'console', ...ALL_SMS });
    const reminder = read.sms.get('appointment-reminder');
    expect(reminder?.templateId).toBe('SMS_1');
    expect(
      fillTemplate(reminder ?? { templateId: '', variables: [] }, {
        date: '2026-11-27',
        period: '上午',
        time: '08:30-09:00',
        doctor: '王医生',
        facility: '总院',
      }),
    ).toEqual({ date: '2026-11-27', time: '08:30-09:00', doctor: '王医生', place: '总院' });
    // Without a list, every value of the kind under its own name.
    expect(read.sms.get('clinic-stopped')?.variables).toEqual([
      ['date', 'date'],
      ['time', 'time'],
      ['reason', 'reason'],
    ]);
    expect(read.sms.get('refund-settled')).toEqual({
      templateId: 'SMS_3',
      variables: [
        ['order', 'order'],
        ['amount', 'amount'],
      ],
    });
  });

  it('needs every SMS template with Aliyun, and none with the console stand-in', () => {
    expect(settings({ SMS_PROVIDER: 'console' }).sms.size).toBe(0);
    const aliyun = {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'k',
      ALIYUN_ACCESS_KEY_SECRET: 's',
      ALIYUN_SMS_SIGN_NAME: '小芽',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_0',
    };
    expect(settings({ ...aliyun, ...ALL_SMS }).sms.size).toBe(11);
    expect(() => settings({ ...aliyun, SMS_TEMPLATE_CLINIC_STOPPED: 'SMS_2' })).toThrow(
      /SMS_TEMPLATE_APPOINTMENT_REMINDER: Aliyun SMS needs[\s\S]*SMS_TEMPLATE_REFUND_SETTLED: Aliyun SMS needs/,
    );
  });

  it('refuses a variable no code fills, an unknown notice and a missing id, on either channel', () => {
    expect(() => settings({ WECHAT_TEMPLATE_REFUND_SETTLED: 'tpl:character_string1=orderNo' })).toThrow(
      /WECHAT_TEMPLATE_REFUND_SETTLED: 'orderNo' is not filled by the 退款到账通知 notice \(it fills order, amount\)/,
    );
    expect(() => settings({ SMS_TEMPLATE_REMINDER: 'SMS_9' })).toThrow(
      /SMS_TEMPLATE_REMINDER: no notice of that name \(known: APPOINTMENT_REMINDER, CLINIC_STOPPED, REFUND_SETTLED, INQUIRY_REASSIGNED, INQUIRY_REFUNDED, DOCTOR_REPLIED, REPORT_READY, BILL_DUE, BILL_REMINDER, PAYMENT_SUCCEEDED, INVOICE_ISSUED\)/,
    );
    expect(() => settings({ WECHAT_TEMPLATE_CLINIC_STOPPED: ':date' })).toThrow(/template id is missing/);
    expect(
      settings({ WECHAT_TEMPLATE_CLINIC_STOPPED: 'tpl-9:thing1=reason,time2=date' }).wechat.get(
        'clinic-stopped',
      ),
    ).toEqual({
      templateId: 'tpl-9',
      variables: [
        ['thing1', 'reason'],
        ['time2', 'date'],
      ],
    });
  });
});
