import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Row types of every table, as Kysely sees them. Times are ISO strings, flags 0/1, heights mm, money fen. */
export interface UsersTable {
  id: Generated<number>;
  uid: string;
  phone: string | null;
  nickname: string | null;
  status: 'active' | 'disabled';
  notice_enabled: number;
  created_at: string;
  updated_at: string;
}

export interface WechatIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  app_id: string;
  channel: string;
  openid: string;
  unionid: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
  ip: string | null;
}
export interface ParentSessionsTable extends SessionsTable {
  user_id: number;
}
export interface StaffSessionsTable extends SessionsTable {
  staff_id: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  ip: string | null;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  template: string;
  content: string;
  created_at: string;
}

export interface WechatAuthCodesTable {
  code: string;
  app_id: string;
  openid: string;
  unionid: string | null;
  nickname: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface WechatTicketsTable {
  ticket_hash: string;
  app_id: string;
  openid: string;
  unionid: string | null;
  nickname: string | null;
  created_at: string;
  expires_at: string;
}

export interface BabiesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  sex: '男' | '女';
  birthday: string;
  city_code: string | null;
  gestational_weeks: number | null;
  dad_height_mm: number | null;
  mom_height_mm: number | null;
  hope_height_mm: number | null;
  is_default: number;
  pid: string | null;
  /** When the guardian gave separate consent to processing this child's information. */
  guardian_consent_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SystemMessagesTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  title: string;
  content: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface StaffTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  role: 'doctor' | 'manager' | 'admin';
  password_hash: string;
  status: 'active' | 'disabled';
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_type: 'staff' | 'parent' | 'system';
  actor_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  detail: string | null;
  created_at: string;
}

export interface FacilitiesTable {
  id: Generated<number>;
  name: string;
  address: string;
  phone: string;
  city_code: string;
  running_time: string;
  status: 'open' | 'closed';
  created_at: string;
  updated_at: string;
}

export interface DepartmentsTable {
  id: Generated<number>;
  facility_id: number;
  name: string;
  intro: string;
  sort: number;
  status: 'open' | 'closed';
}

export interface DoctorsTable {
  id: Generated<number>;
  facility_id: number;
  department_id: number;
  staff_id: number | null;
  name: string;
  title: string;
  speciality: string;
  introduction: string;
  photo_url: string | null;
  registration_fee_fen: number;
  status: 'active' | 'stopped';
}

export interface Database {
  users: UsersTable;
  wechat_identities: WechatIdentitiesTable;
  parent_sessions: ParentSessionsTable;
  staff_sessions: StaffSessionsTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  wechat_auth_codes: WechatAuthCodesTable;
  wechat_tickets: WechatTicketsTable;
  babies: BabiesTable;
  system_messages: SystemMessagesTable;
  staff: StaffTable;
  audit_log: AuditLogTable;
  facilities: FacilitiesTable;
  departments: DepartmentsTable;
  doctors: DoctorsTable;
}

export type UserRow = Selectable<UsersTable>;
export type BabyRow = Selectable<BabiesTable>;
export type NewBaby = Insertable<BabiesTable>;
export type BabyUpdate = Updateable<BabiesTable>;
export type StaffRow = Selectable<StaffTable>;
export type SystemMessageRow = Selectable<SystemMessagesTable>;
