import type { Baby } from '@sprout/contract';
import { useCurrentBaby } from '../../../stores/current-baby.ts';
import { useBabies } from '../api/use-babies.ts';

/** The chosen baby if it still exists, else the default one, else the first (a deleted choice falls back). */
export const pickSelectedBaby = (babies: readonly Baby[], currentBabyId: number | null): Baby | null =>
  babies.find((b) => b.babyId === currentBabyId) ?? babies.find((b) => b.isDefault) ?? babies[0] ?? null;

/** The baby the parent is looking at, with the list it came from. */
export const useSelectedBaby = () => {
  const currentBabyId = useCurrentBaby((s) => s.currentBabyId);
  const query = useBabies();
  const babies = query.data ?? [];
  return { ...query, babies, baby: pickSelectedBaby(babies, currentBabyId) };
};
