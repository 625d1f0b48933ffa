import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Record pictures a parent chose on 病历详情 for a new 图文问诊, carried to 提交问诊 through 找医生 and
 * 医生主页 (the doctor is chosen in between). Here, not in a feature, because two features meet through
 * it; kept for the tab's session. The form takes them once, for the same baby, when it has none yet.
 */
export interface PicturesForInquiryState {
  carried: { babyId: number; pictureIds: number[] } | null;
  carry(babyId: number, pictureIds: number[]): void;
  clear(): void;
}

export const usePicturesForInquiry = create<PicturesForInquiryState>()(
  persist(
    (set) => ({
      carried: null,
      carry: (babyId, pictureIds) => set({ carried: { babyId, pictureIds } }),
      clear: () => set({ carried: null }),
    }),
    { name: 'sprout.picturesForInquiry', storage: createJSONStorage(() => sessionStorage), version: 1 },
  ),
);
