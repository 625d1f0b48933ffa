import type { api, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { InquiryRatingRow } from '../../db/schema-consultation.ts';
import { conflict, invalidInput, notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { findOwnInquiry, moveInquiry } from './inquiries.repository.ts';
import {
  findRatingOfInquiry,
  insertRating,
  listRatingLabelsOfDoctor,
  pageDoctorRatings,
  pageRatings,
  ratingTotalsOfDoctors,
} from './ratings.repository.ts';

/** The labels a parent picks from when rating (评价标签): the server's list, never free text. */
export const RATING_LABELS = [
  '回复及时',
  '解答详细',
  '态度和蔼',
  '专业权威',
  '建议实用',
  '耐心细致',
  '通俗易懂',
  '回复较慢',
] as const;

const readLabels = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

const maskedName = (nickname: string | null, phone: string | null) => {
  if (nickname) return `${nickname.slice(0, 1)}**`;
  if (phone) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return '用户';
};

const toEvaluation = (r: InquiryRatingRow, author: string) => ({
  evaluationId: r.id,
  stars: r.stars,
  labels: readLabels(r.labels),
  text: r.text,
  authorName: r.anonymous === 1 ? '匿名用户' : author,
  anonymous: r.anonymous === 1,
  createdAt: r.created_at,
});

export const ratingSummaryOf = async (ctx: AppContext, doctorId: number) => {
  const [totals, labelRows] = await Promise.all([
    ratingTotalsOfDoctors(ctx.db, [doctorId]),
    listRatingLabelsOfDoctor(ctx.db, doctorId),
  ]);
  const t = totals[0];
  const counts = new Map<string, number>();
  for (const row of labelRows)
    for (const l of readLabels(row.labels)) counts.set(l, (counts.get(l) ?? 0) + 1);
  return {
    average: t && t.count > 0 ? Math.round((t.stars / t.count) * 10) / 10 : null,
    count: t?.count ?? 0,
    labels: [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count),
  };
};

export const listDoctorEvaluations = async (
  ctx: AppContext,
  doctorId: number,
  pageNum: number,
  pageSize: number,
) => {
  const { rows, total } = await pageDoctorRatings(ctx.db, doctorId, pageNum, pageSize);
  return {
    list: rows.map((r) => toEvaluation(r, maskedName(r.nickname, r.phone))),
    total,
    pageNum,
    pageSize,
  };
};

/** 评价管理: every doctor's ratings for managers, an anonymous one shown only as 匿名用户. */
export const listRatingsForManagers = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.consultationDesk.ratingList>,
) => {
  const { rows, total } = await pageRatings(ctx.db, q, q.pageNum, q.pageSize);
  return {
    list: rows.map((r) => ({
      ...toEvaluation(r, maskedName(r.nickname, r.phone)),
      inquiryId: r.inquiry_id,
      doctorId: r.doctor_id,
      doctorName: r.doctor_name,
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};

/**
 * One rating per inquiry, once it is completed: the move completed → rated is the conditional update,
 * and the unique key on inquiry_ratings stands behind it.
 */
export const addEvaluation = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.consultation.evaluationAdd>,
) => {
  const unknown = input.labels.find((l) => !(RATING_LABELS as readonly string[]).includes(l));
  if (unknown !== undefined) throw invalidInput({ labels: `没有这个评价标签：${unknown}` });
  const row = await inTransaction(ctx.db, async (trx) => {
    const inquiry = await findOwnInquiry(trx, parent.userId, input.inquiryId);
    if (!inquiry) throw notFound('问诊不存在');
    if (!(await moveInquiry(trx, inquiry.id, 'rate'))) {
      throw conflict(inquiry.status === 'rated' ? '该问诊已评价' : '问诊结束后才能评价');
    }
    const rating = await insertRating(trx, {
      inquiry_id: inquiry.id,
      doctor_id: inquiry.doctor_id,
      user_id: parent.userId,
      stars: input.stars,
      labels: JSON.stringify([...new Set(input.labels)]),
      text: input.text,
      anonymous: input.anonymous ? 1 : 0,
      created_at: nowIso(),
    });
    if (!rating) throw conflict('该问诊已评价');
    return rating;
  });
  return toEvaluation(row, maskedName(null, parent.phone ?? null));
};

export const evaluationOfInquiry = async (ctx: AppContext, parent: ParentPrincipal, inquiryId: number) => {
  const inquiry = await findOwnInquiry(ctx.db, parent.userId, inquiryId);
  if (!inquiry) throw notFound('问诊不存在');
  const rating = await findRatingOfInquiry(ctx.db, inquiry.id);
  if (!rating) throw notFound('该问诊还没有评价');
  return toEvaluation(rating, maskedName(null, parent.phone ?? null));
};
