import { clinicToday } from '@sprout/domain';
import { type Db, inTransaction } from '../database.ts';
import { nowIso } from '../dialect.ts';
import { hashPassword } from '../../modules/staff/password-hash.service.ts';
import { postSystemMessage } from '../../modules/messages/messages.service.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import {
  DEMO_DEPARTMENTS,
  DEMO_DOCTORS,
  DEMO_FACILITY,
  DEMO_PARENT_PHONE,
  DEMO_STAFF,
} from './demo-clinic.ts';
import { seedDemoConsultation } from './demo-consultation.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoSchedule } from './demo-schedule.ts';
import { seedDemoValue } from './demo-value.ts';

const yearsAgo = (today: string, years: number, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

export interface SeedOptions {
  /** With a file store, 乐乐's demo 血常规 also gets its PDF sheet. */
  storage?: StorageProvider | undefined;
  /**
   * 林晓岚 offers 图文问诊 (default). The integration suites seed without it: each sets the services
   * it tests, and a demo doctor on duty in clinic hours would make their reassignments time-dependent.
   */
  consultation?: boolean;
  /**
   * The value pages' content: fees and a bill, card types and membership, mall goods, a coupon
   * campaign, a package card on sale (default). The integration suites seed without it, as each sets
   * up the value it tests.
   */
  value?: boolean;
}

/** Seeds the demo clinic once: a second run finds the facility and leaves everything as it is. */
export const seedDemo = async (db: Db, options: SeedOptions = {}): Promise<boolean> => {
  const { storage, consultation = true, value = true } = options;
  const existing = await db.kysely.selectFrom('facilities').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = await Promise.all(DEMO_STAFF.map((s) => hashPassword(s.password)));
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    const staffIds = new Map<string, number>();
    for (const [i, s] of DEMO_STAFF.entries()) {
      const row = await trx.kysely
        .insertInto('staff')
        .values({
          username: s.username,
          display_name: s.displayName,
          role: s.role,
          password_hash: hashes[i] ?? '',
          status: 'active',
          created_at: now,
          updated_at: now,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      staffIds.set(s.username, row.id);
    }
    const facility = await trx.kysely
      .insertInto('facilities')
      .values({ ...DEMO_FACILITY, status: 'open', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deptIds = new Map<string, number>();
    for (const [i, d] of DEMO_DEPARTMENTS.entries()) {
      const row = await trx.kysely
        .insertInto('departments')
        .values({ facility_id: facility.id, name: d.name, intro: d.intro, sort: i, status: 'open' })
        .returning('id')
        .executeTakeFirstOrThrow();
      deptIds.set(d.key, row.id);
    }
    for (const d of DEMO_DOCTORS) {
      await trx.kysely
        .insertInto('doctors')
        .values({
          facility_id: facility.id,
          department_id: deptIds.get(d.dept) ?? 0,
          staff_id: 'staff' in d ? (staffIds.get(d.staff) ?? null) : null,
          name: d.name,
          title: d.title,
          speciality: d.speciality,
          introduction: `${d.name}，${d.title}，从事儿科临床工作多年，擅长${d.speciality}。`,
          photo_url: null,
          registration_fee_fen: d.fee,
          status: 'active',
        })
        .execute();
    }
    const parent = await trx.kysely
      .insertInto('users')
      .values({
        uid: 'UDEMO0000000001',
        phone: DEMO_PARENT_PHONE,
        nickname: '乐乐妈妈',
        status: 'active',
        notice_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const today = clinicToday();
    const base = {
      user_id: parent.id,
      pid: null,
      guardian_consent_at: now,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await trx.kysely
      .insertInto('babies')
      .values([
        {
          ...base,
          name: '乐乐',
          sex: '男',
          birthday: yearsAgo(today, 4, 73),
          city_code: '4403',
          gestational_weeks: 39,
          dad_height_mm: 1760,
          mom_height_mm: 1620,
          hope_height_mm: 1800,
          is_default: 1,
        },
        {
          ...base,
          name: '朵朵',
          sex: '女',
          birthday: yearsAgo(today, 0, 250),
          city_code: '4403',
          gestational_weeks: 35,
          dad_height_mm: 1760,
          mom_height_mm: 1620,
          hope_height_mm: 1650,
          is_default: 0,
        },
      ])
      .execute();
    await postSystemMessage(trx, parent.id, {
      category: 'account',
      title: '欢迎来到小芽儿童健康',
      content: '您好！在这里可以为宝宝建档、预约挂号、记录生长发育，并随时查看检查报告。',
      link: '/pages/newFun/myBaby',
    });
    await postSystemMessage(trx, parent.id, {
      category: 'growth',
      title: '朵朵的体检提醒',
      content: '朵朵已经8个月了，建议近期来院进行8月龄儿童保健体检，评估生长发育和辅食添加情况。',
      link: null,
    });
  });
  await seedDemoSchedule(db);
  await seedDemoReports(db, storage);
  if (consultation) await seedDemoConsultation(db);
  if (value) await seedDemoValue(db, storage);
  return true;
};

export const demoLogins = () => ({
  parent: { phone: DEMO_PARENT_PHONE, note: `短信验证码见 /dev/sms-outbox?mobile=${DEMO_PARENT_PHONE}` },
  staff: DEMO_STAFF.map((s) => ({ username: s.username, password: s.password, role: s.role })),
});
