import { addBaby } from './booking-fixtures.ts';
import { ask, askPaid, C, K, saveService } from './consultation-support.ts';
import type { TestApp } from './harness.ts';
import { plainPicture, uploadOne } from './pictures-support.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the consultation calls, for ownership.int.test.ts: A's baby, an unpaid inquiry and a
 * completed one, made through the API. In this order A's own calls all succeed: pay before cancel,
 * rate before reading the rating.
 */
export interface ConsultationIds {
  babyId: number;
  unpaidId: number;
  completedId: number;
  /** A record picture A sent in the completed inquiry's chat. */
  chatPictureId: number;
}

export type ConsultationRow = OwnershipRow<ConsultationIds>;

export const prepareConsultationIds = async (
  t: TestApp,
  parentA: { token: string },
): Promise<ConsultationIds> => {
  const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  const saved = await saveService(t, manager, { doctorId: 1, priceFen: 3990 });
  if (!saved.body.success) throw new Error(`service: ${saved.raw}`);
  const babyId = await addBaby(t, parentA.token, 'A的问诊宝');
  const unpaid = await ask(t, parentA.token, babyId, 1);
  if (!unpaid.body.success) throw new Error(`ask: ${unpaid.raw}`);
  const completedId = await askPaid(t, parentA.token, babyId, 1);
  await t.call('POST', `${K}/inquiry/accept`, { token: doctor, body: { inquiryId: completedId } });
  const picture = await uploadOne(t, parentA.token, babyId, await plainPicture('png'));
  const image = await t.call('POST', `${C}/chatContentAdd`, {
    token: parentA.token,
    body: { inquiryId: completedId, clientId: 'r1-picture', kind: 'image', pictureId: picture.pictureId },
  });
  if (!image.body.success) throw new Error(`chat picture: ${image.raw}`);
  const closed = await t.call('POST', `${K}/inquiry/close`, {
    token: doctor,
    body: {
      inquiryId: completedId,
      findings: 'A的所见',
      advice: '多喝水',
      watchFor: '发热',
      returnAdvice: '一周后',
    },
  });
  if (!closed.body.success) throw new Error(`close: ${closed.raw}`);
  return { babyId, unpaidId: unpaid.body.data.inquiryId, completedId, chatPictureId: picture.pictureId };
};

const again = {
  complaint: '孩子又开始咳嗽了，想再问一下医生',
  duration: '2天',
  hasFever: false,
  agreeNotice: true,
  allowReassign: false,
};
export const consultationRows: ConsultationRow[] = [
  { key: `GET ${C}/inquiryPrefill`, input: (a) => ({ query: { babyId: a.babyId } }) },
  { key: `POST ${C}/inquiryQuote`, input: (a) => ({ body: { babyId: a.babyId, doctorId: 1 } }) },
  {
    key: `POST ${C}/inquiryCreate`,
    input: (a) => ({ body: { babyId: a.babyId, doctorId: 1, ...again } }),
  },
  { key: `GET ${C}/inquiryDetails`, input: (a) => ({ query: { inquiryId: a.unpaidId } }) },
  { key: `POST ${C}/inquiryPay`, input: (a) => ({ body: { inquiryId: a.unpaidId } }) },
  { key: `GET ${C}/summary`, input: (a) => ({ query: { inquiryId: a.completedId } }) },
  { key: `POST ${C}/inquiryAgain`, input: (a) => ({ body: { inquiryId: a.completedId, ...again } }) },
  { key: `POST ${C}/evaluationAdd`, input: (a) => ({ body: { inquiryId: a.completedId, stars: 5 } }) },
  { key: `GET ${C}/evaluationDetails`, input: (a) => ({ query: { inquiryId: a.completedId } }) },
  { key: `POST ${C}/inquiryCancel`, input: (a) => ({ body: { inquiryId: a.unpaidId } }) },
  // The chat of the completed inquiry: A still has free follow-up messages.
  {
    key: `POST ${C}/chatContentAdd`,
    input: (a) => ({
      body: { inquiryId: a.completedId, clientId: 'r1-follow-up', kind: 'text', text: '追问一下' },
    }),
  },
  { key: `GET ${C}/chatContentList`, input: (a) => ({ query: { inquiryId: a.completedId } }) },
  { key: `POST ${C}/readStatus`, input: (a) => ({ body: { inquiryId: a.completedId, seq: 1 } }) },
  {
    key: `GET ${C}/chatPicture`,
    input: (a) => ({ query: { inquiryId: a.completedId, pictureId: a.chatPictureId } }),
  },
  {
    key: `POST ${C}/inquiryComplaint`,
    input: (a) => ({ body: { inquiryId: a.completedId, content: '医生的小结太简单了' } }),
  },
];

/** Everything a consultation row could change. */
export const consultationState = async (t: TestApp) => ({
  inquiries: await t.ctx.db.kysely.selectFrom('inquiries').selectAll().orderBy('id').execute(),
  ratings: await t.ctx.db.kysely.selectFrom('inquiry_ratings').selectAll().orderBy('id').execute(),
  chat: await t.ctx.db.kysely.selectFrom('chat_messages').selectAll().orderBy('id').execute(),
  reads: await t.ctx.db.kysely.selectFrom('chat_reads').selectAll().orderBy('conversation_id').execute(),
  complaints: await t.ctx.db.kysely.selectFrom('inquiry_complaints').selectAll().orderBy('id').execute(),
});
