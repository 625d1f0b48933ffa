import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * A confirmed AI问诊 case summary a parent chose to send with a new 图文问诊, carried from 病情摘要 to
 * 提交问诊 through 找医生 and 医生主页 (the doctor is chosen in between). Here, not in a feature, because
 * two features meet through it; kept for the tab's session. The form sends it only for the same baby.
 */
export interface AiCaseForInquiryState {
  carried: { babyId: number; sessionId: number; label: string } | null;
  carry(babyId: number, sessionId: number, label: string): void;
  clear(): void;
}

export const useAiCaseForInquiry = create<AiCaseForInquiryState>()(
  persist(
    (set) => ({
      carried: null,
      carry: (babyId, sessionId, label) => set({ carried: { babyId, sessionId, label } }),
      clear: () => set({ carried: null }),
    }),
    { name: 'sprout.aiCaseForInquiry', storage: createJSONStorage(() => sessionStorage), version: 1 },
  ),
);
