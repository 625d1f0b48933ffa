/** Query keys of the AI consultation; everything about one parent's sessions sits under `sessions`. */
export const aiKeys = {
  all: ['aiConsult'] as const,
  types: () => [...aiKeys.all, 'types'] as const,
  dict: () => [...aiKeys.all, 'dict'] as const,
  sessions: () => [...aiKeys.all, 'sessions'] as const,
  history: () => [...aiKeys.sessions(), 'history'] as const,
  detail: (sessionId: number) => [...aiKeys.sessions(), 'detail', sessionId] as const,
  caseInfo: (sessionId: number) => [...aiKeys.sessions(), 'caseInfo', sessionId] as const,
};
