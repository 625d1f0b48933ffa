import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ChatConversationsTable,
  ChatMessagesTable,
  ChatReadsTable,
  ChatTicketsTable,
} from './schema-chat.ts';
import type { AiMessagesTable, AiSessionsTable } from './schema-ai-consult.ts';
import type { StaffAlertsTable } from './schema-staff-alerts.ts';
import type {
  ConsultationServicesTable,
  InquiriesTable,
  InquiryRatingsTable,
} from './schema-consultation.ts';
import type { CouponCampaignsTable, CouponsTable } from './schema-coupons.ts';
import type { InquiryPicturesTable, PicturesTable } from './schema-pictures.ts';
import type {
  MallExchangesTable,
  MallGoodsTable,
  MallStockEntriesTable,
  PackageCardProductsTable,
  PackageCardServicesTable,
  PackageCardsTable,
  PackageCardUsesTable,
} from './schema-value-goods.ts';
import type {
  MemberCardDiscountsTable,
  MemberCardsTable,
  MemberCardTypesTable,
  MembersTable,
  PointsEntriesTable,
  PointsRulesTable,
} from './schema-points.ts';
import type { ConsultSummaryTemplatesTable, InquiryComplaintsTable } from './schema-consult-desk.ts';
import type {
  ApiClientsTable,
  ApiClientTokensTable,
  BillLinesTable,
  BillsTable,
  FeeItemsTable,
} from './schema-fees.ts';

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
  /** The parent's growth reference (migration 003); null follows the clinic's. */
  growth_reference: GrowthReferenceColumn | null;
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

/** A parent's delivery addresses (migration 017): division codes with the names they had when saved. */
export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  recipient: string;
  mobile: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  area_code: string | null;
  area_name: string | null;
  detail: string;
  is_default: number;
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
  /** Booking settings (defaults in migration 002). How many days ahead a slot can be booked (today is day 0). */
  booking_window_days: Generated<number>;
  /** HH:mm: the newest day of the window opens at this time each day. */
  release_time: Generated<string>;
  /** HH:mm: after this, today's slots can no longer be booked. */
  same_day_cutoff: Generated<string>;
  /** A booked appointment can be cancelled until this many minutes before it starts. */
  cancel_cutoff_minutes: Generated<number>;
  /** An unpaid booking holds its seat this long. */
  hold_minutes: Generated<number>;
  time_zone: Generated<string>;
  /** The reference of the clinic's growth charts and follow-up flags (migration 003). */
  growth_reference: Generated<GrowthReferenceColumn>;
  /** 1: a child holds at most one live booking per doctor and half-day (migration 012). */
  one_booking_per_half_day: Generated<number>;
  /** 1: package cards (套餐卡) are on sale; 0 by default, as some cities bar prepaid cards (migration 022). */
  sell_package_cards: Generated<number>;
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

export type Period = 'am' | 'pm';

export interface ScheduleTemplatesTable {
  id: Generated<number>;
  doctor_id: number;
  weekday: number;
  period: Period;
  start_time: string;
  end_time: string;
  slot_minutes: number;
  capacity_per_slot: number;
  active: number;
  updated_by: number | null;
  updated_at: string;
}

export interface ClinicSessionsTable {
  id: Generated<number>;
  doctor_id: number;
  facility_id: number;
  date: string;
  period: Period;
  status: 'open' | 'stopped';
  stop_reason: string | null;
  template_id: number | null;
  updated_by: number | null;
  updated_at: string;
}

export interface SlotsTable {
  id: Generated<number>;
  session_id: number;
  doctor_id: number;
  date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  booked: number;
}

export interface HolidaysTable {
  id: Generated<number>;
  facility_id: number;
  date: string;
  name: string;
  updated_by: number | null;
}

export interface PatientRecordsTable {
  id: Generated<number>;
  pid: string;
  name: string;
  sex: '男' | '女';
  birthday: string;
  guardian_phone: string;
  source: 'sprout' | 'his';
  created_at: string;
}

export type OrderStatus = 'created' | 'paying' | 'paid' | 'refunding' | 'refunded' | 'closed';

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  kind: string;
  subject_id: number;
  title: string;
  amount_fen: number;
  status: OrderStatus;
  channel: string | null;
  provider_txn_id: string | null;
  expires_at: string;
  paid_at: string | null;
  closed_at: string | null;
  refunded_fen: number;
  created_at: string;
  updated_at: string;
}

export type AppointmentStatus =
  | 'pending_payment'
  | 'booked'
  | 'cancelled'
  | 'expired'
  | 'arrived'
  | 'no_show';

export interface AppointmentsTable {
  id: Generated<number>;
  user_id: number;
  baby_id: number;
  pid: string | null;
  facility_id: number;
  department_id: number;
  doctor_id: number;
  slot_id: number;
  date: string;
  start_time: string;
  end_time: string;
  visit_reason: string;
  fee_fen: number;
  status: AppointmentStatus;
  order_id: number | null;
  hold_expires_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  hidden_at: string | null;
  created_at: string;
  updated_at: string;
  /** The staff member who marked it arrived or no-show, and when (migration 004). */
  marked_by: number | null;
  marked_at: string | null;
  /** `doctorId|date|period` when the facility's one-per-half-day rule applied (migration 012). */
  half_day_key: Generated<string | null>;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  order_no: string;
  event_type: 'paid' | 'refunded' | 'refund_failed' | 'closed';
  amount_fen: number;
  outcome: 'applied' | 'ignored' | 'rejected';
  received_at: string;
}

export interface RefundsTable {
  id: Generated<number>;
  refund_no: string;
  order_id: number;
  amount_fen: number;
  status: 'pending' | 'succeeded' | 'failed';
  reason: string;
  provider_refund_id: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  dedupe_key: string | null;
  run_at: string;
  status: 'pending' | 'running' | 'done' | 'failed' | 'cancelled';
  attempts: number;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** Staff login attempts per username and per address (migration 010; modules/staff/login-throttle.ts). */
export interface StaffLoginThrottlesTable {
  key: string;
  failures: number;
  last_attempt_at: string;
}

/** The shared general rate limit's counters (migration 010; providers/rate-limit). */
export interface RateLimitCountersTable {
  key: string;
  /** Milliseconds since the epoch at which the fixed window starts. */
  window_start: number;
  hits: number;
}

/** The embedded payment sandbox's ledger: what the provider itself knows (migration 002). */
export interface SandboxTradesTable {
  id: Generated<number>;
  kind: 'pay' | 'refund';
  trade_no: string;
  order_no: string;
  title: string;
  amount_fen: number;
  /** CLOSED: the payer gave up and the trade was cancelled (migration 025's cancelPayment). */
  state: 'NOTPAY' | 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
  transaction_id: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The Alipay user id a parent authorised for this app (migration 025). */
export interface AlipayPayersTable {
  id: Generated<number>;
  user_id: number;
  app_id: string;
  alipay_user_id: string;
  created_at: string;
  updated_at: string;
}

/** The embedded sandbox's one-time Alipay authorisation codes (migration 025). */
export interface SandboxAlipayAuthCodesTable {
  code: string;
  alipay_user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type GrowthReferenceColumn = 'china' | 'who';

/** Growth (migration 003): lengths in whole mm, weights in whole grams, dates YYYY-MM-DD. */
export interface GrowthMeasurementsTable {
  id: Generated<number>;
  baby_id: number;
  /** The child's patient record on a clinic measurement, so every guardian linked to it sees it. */
  pid: string | null;
  measured_on: string;
  height_mm: number | null;
  posture: 'lying' | 'standing' | null;
  weight_g: number | null;
  head_mm: number | null;
  source: 'home' | 'clinic';
  entered_by_user_id: number | null;
  entered_by_staff_id: number | null;
  note: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by_staff_id: number | null;
  /**
   * Beyond WHO's implausible-value limits (migration 009): null for an ordinary measurement, 'pending'
   * while a parent's 确认无误 waits for staff (never scored), 'confirmed' once staff confirmed it.
   */
  review_state: 'pending' | 'confirmed' | null;
  reviewed_by_staff_id: number | null;
  reviewed_at: string | null;
}

export interface GrowthBoneAgesTable {
  id: Generated<number>;
  baby_id: number;
  pid: string | null;
  read_on: string;
  bone_age_months: number;
  method: 'GP' | 'TW3' | 'CHN05';
  staff_id: number;
  note: string | null;
  created_at: string;
  deleted_at: string | null;
}

/** A baby's follow-up flags and the inputs they were computed from. Flags 0/1. */
export interface GrowthFollowUpsTable {
  baby_id: number;
  pid: string | null;
  reference: GrowthReferenceColumn;
  birthday: string;
  sex: '男' | '女';
  gestational_weeks: number | null;
  flag_count: number;
  has_below_p3: number;
  has_crossed_two_lines: number;
  has_slow_growth: number;
  /** Migration 008: the high side, WS/T 586 overweight/obesity, heights to check. */
  has_above_p97: Generated<number>;
  has_crossed_up: Generated<number>;
  has_overweight: Generated<number>;
  has_height_to_check: Generated<number>;
  /** The version of the follow-up rules that computed the row (follow-ups.ts, FOLLOW_UP_RULES_VERSION). */
  rules_version: Generated<number>;
  flags: string;
  latest_measured_on: string | null;
  computed_at: string;
}

/** A puberty status recorded by staff (migration 008): Tanner stage 1–5 on the day assessed. */
export interface GrowthPubertyAssessmentsTable {
  id: Generated<number>;
  baby_id: number;
  pid: string | null;
  assessed_on: string;
  tanner_stage: 1 | 2 | 3 | 4 | 5;
  staff_id: number;
  note: string | null;
  created_at: string;
  deleted_at: string | null;
  deleted_by_staff_id: number | null;
}

/** Growth reports (migration 005): a frozen report per visit, and its share links. */
export interface GrowthEvaluationsTable {
  id: Generated<number>;
  baby_id: number;
  pid: string | null;
  measurement_id: number;
  measured_on: string;
  reference: GrowthReferenceColumn;
  /** JSON: the report as computed when it was made. */
  snapshot: string;
  created_by_user_id: number;
  created_at: string;
  deleted_at: string | null;
}

export interface EvaluationShareLinksTable {
  id: Generated<number>;
  evaluation_id: number;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  open_count: Generated<number>;
  last_opened_at: string | null;
}

/** Inspection reports (migration 006): visits of a patient record, their reports, results and PDF sheets. */
export interface EncountersTable {
  id: Generated<number>;
  pid: string;
  visit_date: string;
  department_name: string;
  doctor_name: string;
  appointment_id: number | null;
  created_by_staff_id: number;
  updated_by_staff_id: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface InspectionReportsTable {
  id: Generated<number>;
  encounter_id: number;
  name: string;
  kind: 'lab' | 'imaging' | 'other';
  sampled_at: string | null;
  reported_at: string | null;
  reporting_doctor: string | null;
  conclusion: string | null;
  created_by_staff_id: number;
  updated_by_staff_id: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by_staff_id: number | null;
  delete_reason: string | null;
}

export interface InspectionResultsTable {
  id: Generated<number>;
  report_id: number;
  position: number;
  item_name: string;
  item_code: string | null;
  value_text: string;
  value_number: number | null;
  unit: string | null;
  ref_low: number | null;
  ref_high: number | null;
  range_text: string | null;
  flag: 'high' | 'low' | 'abnormal' | null;
}

export interface InspectionReportFilesTable {
  id: Generated<number>;
  report_id: number;
  storage_key: string;
  file_name: string;
  content_type: 'application/pdf';
  size_bytes: number;
  sha256: string;
  page_count: number | null;
  uploaded_by_staff_id: number;
  created_at: string;
  deleted_at: string | null;
  deleted_by_staff_id: number | null;
  delete_reason: string | null;
}

/** A notice given to a parent, once per kind and subject (migration 011; modules/notices). */
export interface NoticesTable {
  id: Generated<number>;
  /** `<kind>:<subject id>`: the notice's idempotency key. */
  notice_key: string;
  kind: string;
  subject_id: number;
  user_id: number;
  /** The in-app message posted with it, if the notice carries one. */
  message_id: number | null;
  /** The channels queued for it, comma-separated (`sms,wechat`), or empty. */
  channels: string;
  created_at: string;
}

/** The embedded WeChat provider's template messages (migration 011). `data` is JSON {key: value}. */
export interface WechatTemplateOutboxTable {
  id: Generated<number>;
  app_id: string;
  openid: string;
  template_id: string;
  data: string;
  url: string | null;
  created_at: string;
}

/** A request that moved value, kept so its replay answers the same (migration 018, R16). */
export interface ValueRequestsTable {
  id: Generated<number>;
  caller: string;
  scope: string;
  request_key: string;
  canonical_body: string;
  answer: string;
  created_at: string;
}

/** How an order's price was settled at checkout (migration 018); `settlement` is the domain Checkout as JSON. */
export interface OrderCheckoutsTable {
  order_id: number;
  user_id: number;
  total_fen: number;
  pay_fen: number;
  settlement: string;
  given_back_at: string | null;
  created_at: string;
}

/** One reconciliation run (migration 024); `checks` and `differences` are JSON arrays. */
export interface ReconciliationRunsTable {
  id: Generated<number>;
  trigger: 'nightly' | 'manual';
  staff_id: number | null;
  started_at: string;
  finished_at: string;
  checks: string;
  difference_count: number;
  differences: string;
}

export interface InvoiceTitlesTable {
  id: Generated<number>;
  user_id: number;
  title_type: 'personal' | 'company';
  name: string;
  tax_number: string | null;
  email: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface InvoicesTable {
  id: Generated<number>;
  invoice_no: string;
  user_id: number;
  title_type: 'personal' | 'company';
  buyer_name: string;
  buyer_tax_number: string | null;
  email: string | null;
  amount_fen: number;
  state: 'issuing' | 'issued' | 'reversed' | 'failed';
  provider: string;
  provider_serial: string | null;
  provider_invoice_no: string | null;
  pdf_key: string | null;
  failure_reason: string | null;
  red_serial: string | null;
  red_pdf_key: string | null;
  reversal_reason: string | null;
  created_at: string;
  issued_at: string | null;
  reversed_at: string | null;
  updated_at: string;
}

export interface InvoiceOrdersTable {
  invoice_id: number;
  order_id: number;
  amount_fen: number;
  live: Generated<number>;
}

export interface InvoiceWishesTable {
  order_id: number;
  user_id: number;
  title_type: 'personal' | 'company';
  buyer_name: string;
  buyer_tax_number: string | null;
  email: string | null;
  created_at: string;
  invoice_id: number | null;
}

/** A script error a front end reported (migration 028), one row per fingerprint. */
export interface ClientErrorsTable {
  id: Generated<number>;
  fingerprint: string;
  app: 'patient' | 'console';
  release: string;
  page: string;
  message: string;
  stack: string | null;
  request_id: string | null;
  user_agent: string | null;
  count: number;
  first_seen_at: string;
  last_seen_at: string;
}
export type ClientErrorRow = Selectable<ClientErrorsTable>;

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
  addresses: AddressesTable;
  value_requests: ValueRequestsTable;
  client_errors: ClientErrorsTable;
  order_checkouts: OrderCheckoutsTable;
  reconciliation_runs: ReconciliationRunsTable;
  coupon_campaigns: CouponCampaignsTable;
  coupons: CouponsTable;
  member_card_types: MemberCardTypesTable;
  member_card_discounts: MemberCardDiscountsTable;
  members: MembersTable;
  member_cards: MemberCardsTable;
  points_rules: PointsRulesTable;
  points_entries: PointsEntriesTable;
  fee_items: FeeItemsTable;
  bills: BillsTable;
  bill_lines: BillLinesTable;
  api_clients: ApiClientsTable;
  api_client_tokens: ApiClientTokensTable;
  system_messages: SystemMessagesTable;
  staff: StaffTable;
  audit_log: AuditLogTable;
  facilities: FacilitiesTable;
  departments: DepartmentsTable;
  doctors: DoctorsTable;
  schedule_templates: ScheduleTemplatesTable;
  clinic_sessions: ClinicSessionsTable;
  slots: SlotsTable;
  holidays: HolidaysTable;
  patient_records: PatientRecordsTable;
  orders: OrdersTable;
  appointments: AppointmentsTable;
  payment_events: PaymentEventsTable;
  refunds: RefundsTable;
  jobs: JobsTable;
  notices: NoticesTable;
  wechat_template_outbox: WechatTemplateOutboxTable;
  staff_login_throttles: StaffLoginThrottlesTable;
  rate_limit_counters: RateLimitCountersTable;
  sandbox_trades: SandboxTradesTable;
  alipay_payers: AlipayPayersTable;
  sandbox_alipay_auth_codes: SandboxAlipayAuthCodesTable;
  growth_measurements: GrowthMeasurementsTable;
  growth_bone_ages: GrowthBoneAgesTable;
  growth_follow_ups: GrowthFollowUpsTable;
  growth_puberty_assessments: GrowthPubertyAssessmentsTable;
  encounters: EncountersTable;
  inspection_reports: InspectionReportsTable;
  inspection_results: InspectionResultsTable;
  inspection_report_files: InspectionReportFilesTable;
  growth_evaluations: GrowthEvaluationsTable;
  evaluation_share_links: EvaluationShareLinksTable;
  consultation_services: ConsultationServicesTable;
  inquiries: InquiriesTable;
  inquiry_ratings: InquiryRatingsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  ai_sessions: AiSessionsTable;
  ai_messages: AiMessagesTable;
  staff_alerts: StaffAlertsTable;
  chat_reads: ChatReadsTable;
  chat_tickets: ChatTicketsTable;
  pictures: PicturesTable;
  inquiry_pictures: InquiryPicturesTable;
  consult_summary_templates: ConsultSummaryTemplatesTable;
  inquiry_complaints: InquiryComplaintsTable;
  package_card_products: PackageCardProductsTable;
  package_cards: PackageCardsTable;
  package_card_services: PackageCardServicesTable;
  package_card_uses: PackageCardUsesTable;
  mall_goods: MallGoodsTable;
  mall_stock_entries: MallStockEntriesTable;
  mall_exchanges: MallExchangesTable;
  invoice_titles: InvoiceTitlesTable;
  invoices: InvoicesTable;
  invoice_orders: InvoiceOrdersTable;
  invoice_wishes: InvoiceWishesTable;
}

export type UserRow = Selectable<UsersTable>;
export type BabyRow = Selectable<BabiesTable>;
export type NewBaby = Insertable<BabiesTable>;
export type BabyUpdate = Updateable<BabiesTable>;
export type AddressRow = Selectable<AddressesTable>;
export type ReconciliationRunRow = Selectable<ReconciliationRunsTable>;
export type NewAddress = Insertable<AddressesTable>;
export type StaffRow = Selectable<StaffTable>;
export type SystemMessageRow = Selectable<SystemMessagesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;
export type JobRow = Selectable<JobsTable>;
export type FacilityRow = Selectable<FacilitiesTable>;
export type GrowthMeasurementRow = Selectable<GrowthMeasurementsTable>;
export type GrowthBoneAgeRow = Selectable<GrowthBoneAgesTable>;
export type GrowthPubertyAssessmentRow = Selectable<GrowthPubertyAssessmentsTable>;
