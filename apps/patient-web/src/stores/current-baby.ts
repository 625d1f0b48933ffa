import type { Baby } from '@sprout/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The baby the parent is looking at: one notion for every page that acts for a child (home, 填写订单,
 * growth, reports, record binding). The home page's switch, 我的宝宝 and the pages' own switches set it.
 */
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

/** The chosen baby if it still exists, else the default one, else the first (a deleted choice falls back). */
export const pickCurrentBaby = <B extends Pick<Baby, 'babyId' | 'isDefault'>>(
  babies: readonly B[],
  currentBabyId: number | null,
): B | null =>
  babies.find((b) => b.babyId === currentBabyId) ?? babies.find((b) => b.isDefault) ?? babies[0] ?? null;
