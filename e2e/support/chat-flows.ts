import type { BrowserContext } from '@playwright/test';
import { apiGet, apiPost, DEMO, loginParentViaApi } from './api.ts';
import { pressSandboxCashier } from './sandbox-pay.ts';

/**
 * The chat specs' setting: a paid inquiry to the demo doctor (doctor 1, the demo `doctor` sign-in)
 * that the doctor has accepted (问诊中), made through the API as the pages would make it: the manager
 * opens the doctor's consultation service around the clock, the parent asks and pays on the sandbox
 * cashier, the doctor accepts through the console API.
 */
const C = '/api/consult';
const K = '/api/console/consult';
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

export const staffToken = async (who: keyof typeof DEMO.staff): Promise<string> =>
  (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff[who])).token;

const waitForStatus = async (token: string, inquiryId: number, status: string): Promise<void> => {
  const until = Date.now() + 20_000;
  for (;;) {
    const inquiry = await apiGet<{ status: string }>(`${C}/inquiryDetails`, { inquiryId }, token);
    if (inquiry.status === status) return;
    if (Date.now() > until) throw new Error(`inquiry ${inquiryId} is ${inquiry.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

export interface OpenInquiry {
  parentToken: string;
  doctorToken: string;
  inquiryId: number;
}

/** A paid inquiry of a fresh parent (`mobile`) that the demo doctor has accepted. */
export const acceptedInquiry = async (mobile: string, babyName: string): Promise<OpenInquiry> => {
  const manager = await staffToken('manager');
  await apiPost(
    `${K}/service/save`,
    { doctorId: 1, priceFen: 3900, workingHours: ALWAYS, enabled: true },
    manager,
  );
  const parentToken = await loginParentViaApi(mobile);
  const { babyId } = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName, sex: '女', birthday: '2022-03-01', guardianConsent: true },
    parentToken,
  );
  const created = await apiPost<{ inquiryId: number; orderNo: string }>(
    `${C}/inquiryCreate`,
    {
      babyId,
      doctorId: 1,
      complaint: '宝宝咳嗽三天，夜里加重，有少量白痰',
      duration: '3天',
      hasFever: false,
      agreeNotice: true,
      allowReassign: false,
    },
    parentToken,
  );
  await pressSandboxCashier(parentToken, created.orderNo);
  await waitForStatus(parentToken, created.inquiryId, 'waiting');
  const doctorToken = await staffToken('doctor');
  await apiPost(`${K}/inquiry/accept`, { inquiryId: created.inquiryId }, doctorToken);
  await waitForStatus(parentToken, created.inquiryId, 'inProgress');
  return { parentToken, doctorToken, inquiryId: created.inquiryId };
};

/** Signs the parent in for every page of `context` (the app's stored user, as after a login). */
export const signInParent = async (context: BrowserContext, token: string, mobile: string): Promise<void> => {
  await context.addInitScript(
    ([t, m]) =>
      localStorage.setItem(
        'sprout.user',
        JSON.stringify({ state: { token: t, uid: 'u', userId: 0, phone: m }, version: 1 }),
      ),
    [token, mobile],
  );
};

export const chatPagePath = (inquiryId: number) =>
  `/appointment/#/pages/otherFun/chat?inquiryId=${inquiryId}`;
export const consoleChatPath = (inquiryId: number) => `/console/#/consult/chat/${inquiryId}`;
