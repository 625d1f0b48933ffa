import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The baby the parent is looking at (pages that show one baby read it; the baby list sets it). */
export interface CurrentBabyState {
  currentBabyId: number | null;
  setCurrentBabyId(babyId: number | null): void;
}

export const useCurrentBaby = create<CurrentBabyState>()(
  persist(
    (set) => ({
      currentBabyId: null,
      setCurrentBabyId: (currentBabyId) => set({ currentBabyId }),
    }),
    { name: 'sprout.currentBaby', storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);
