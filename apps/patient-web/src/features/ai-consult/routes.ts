/** Pages of the AI consultation (Sprout's own routes: the spec's route list names none for it). */
export const AI_ROUTES = {
  start: '/pages/aiConsult/index',
  chat: '/pages/aiConsult/chat',
  summary: '/pages/aiConsult/summary',
  history: '/pages/aiConsult/history',
} as const;

export const aiChatPath = (sessionId: number) => `${AI_ROUTES.chat}?sessionId=${sessionId}`;
export const aiSummaryPath = (sessionId: number) => `${AI_ROUTES.summary}?sessionId=${sessionId}`;

/** 找医生 (the consultation feature's page): where a confirmed summary goes on to a 图文问诊. */
export const FIND_DOCTOR_PATH = '/pages/otherFun/doctor';

/** The ambulance: 呼叫120 offers this number as a link. */
export const AMBULANCE_TEL = 'tel:120';
