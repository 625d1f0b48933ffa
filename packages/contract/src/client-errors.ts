import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';

/**
 * Script errors the two front ends meet on a phone or a desk (issue 22), so a failure nobody reports
 * reaches the people who can fix it: the page, the release it ran, the request id of the call that
 * failed (a 5000's data.requestId, to find its log line), the message and the top of the stack. No
 * personal data is asked for: the page is sent without its query string.
 */
export const CLIENT_APPS = ['patient', 'console'] as const;
export type ClientApp = (typeof CLIENT_APPS)[number];

const text = (max: number) => z.string().trim().min(1, '此项必填').max(max, `不能超过${max}个字符`);

export const clientErrorReport = z.strictObject({
  app: z.enum(CLIENT_APPS, { error: '应用不正确' }),
  release: text(40),
  /** The route, without query string or hash parameters. */
  page: text(200),
  message: text(500),
  stack: z.string().max(4000, '不能超过4000个字符').optional(),
  requestId: z
    .string()
    .regex(/^[\w-]{8,64}$/, '请求编号格式不正确')
    .optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

export const clientErrorView = z.object({
  errorId: z.number().int(),
  app: z.enum(CLIENT_APPS),
  release: z.string(),
  page: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  requestId: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** How many times this error (same app, release, page, message and top frame) was reported. */
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type ClientErrorView = z.infer<typeof clientErrorView>;

export const clientErrors = {
  report: endpoint({
    method: 'POST',
    path: '/api/client/errors',
    tag: 'client-errors',
    access: 'public',
    summary: '前端脚本错误上报（按地址限流；同一错误只累计次数）',
    body: clientErrorReport,
    response: z.object({ recorded: z.boolean() }),
  }),
} as const;

export const clientErrorsConsole = {
  list: endpoint({
    method: 'GET',
    path: '/api/console/client-errors',
    tag: 'console',
    access: 'admin',
    summary: '前端错误：按最近一次出现排序，同一错误合并计数',
    query: pageQuery.extend({ app: z.enum(CLIENT_APPS).optional() }).strict(),
    response: pageOf(clientErrorView),
  }),
} as const;
