import type { api, ParsedBodyOf, SummaryTemplate } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import type { SummaryTemplateRow } from '../../db/schema-consult-desk.ts';
import { notFound } from '../../http/app-error.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import {
  deleteOwnTemplate,
  insertTemplate,
  listTemplatesOf,
  updateOwnTemplate,
} from './summary-templates.repository.ts';

/**
 * A doctor's own 问诊小结 templates, inserted into the close form. They belong to the staff member who
 * wrote them: nobody else (not even a manager) lists, changes or deletes them; another's reads as absent.
 * They hold no child's data, so no audit row.
 */
const toTemplate = (r: SummaryTemplateRow): SummaryTemplate => ({
  templateId: r.id,
  title: r.title,
  findings: r.findings,
  advice: r.advice,
  watchFor: r.watch_for,
  returnAdvice: r.return_advice,
  updatedAt: r.updated_at,
});

export const listSummaryTemplates = async (ctx: AppContext, p: StaffPrincipal) =>
  (await listTemplatesOf(ctx.db, p.staffId)).map(toTemplate);

export const saveSummaryTemplate = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.consultationDesk.summaryTemplateSave>,
) => {
  const at = nowIso();
  const parts = {
    title: input.title,
    findings: input.findings,
    advice: input.advice,
    watch_for: input.watchFor,
    return_advice: input.returnAdvice,
    updated_at: at,
  };
  if (input.templateId === undefined) {
    return toTemplate(await insertTemplate(ctx.db, { ...parts, staff_id: p.staffId, created_at: at }));
  }
  const row = await updateOwnTemplate(ctx.db, p.staffId, input.templateId, parts);
  if (!row) throw notFound('模板不存在');
  return toTemplate(row);
};

export const deleteSummaryTemplate = async (ctx: AppContext, p: StaffPrincipal, templateId: number) => {
  if (!(await deleteOwnTemplate(ctx.db, p.staffId, templateId))) throw notFound('模板不存在');
  return { templateId, deleted: true as const };
};
