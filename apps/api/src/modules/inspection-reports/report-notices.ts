import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { liveBabiesLinkedTo } from '../babies/staff-lookup.service.ts';
import { issueNotice } from '../notices/notices.service.ts';

/**
 * 报告已出 (issue 22): every guardian whose live baby links the report's record is told, once per report
 * and guardian (the account is the notice's occurrence), in the transaction that filed it. A report is
 * told the first time it has something to read: results or a conclusion when it is entered or
 * corrected, or a PDF sheet; a later sheet or correction of the same report tells nobody again.
 */
export const noticeReportReady = async (
  ctx: AppContext,
  trx: Db,
  report: { id: number; name: string; pid: string },
): Promise<void> => {
  const told = new Set<number>();
  for (const baby of await liveBabiesLinkedTo(trx, report.pid)) {
    // A guardian with two profiles of the same child hears once.
    if (told.has(baby.user_id)) continue;
    told.add(baby.user_id);
    await issueNotice(ctx, trx, 'reportReady', {
      subjectId: report.id,
      occurrence: baby.user_id,
      userId: baby.user_id,
      values: { child: baby.name, report: report.name },
      message: {
        category: 'system',
        title: '检查报告已出',
        content: `${baby.name}的检查报告「${report.name}」已出，点击查看。`,
        link: `/pages/newFun/webPage?reportId=${report.id}`,
      },
    });
  }
};

/** Whether an entered report has something for a parent to read before any sheet is added. */
export const hasFindings = (report: { conclusion: string | null }, resultCount: number) =>
  resultCount > 0 || Boolean(report.conclusion);
