import type { Baby } from '@sprout/contract';
import { pickCurrentBaby, useCurrentBaby } from '../../../stores/current-baby.ts';
import { useBabies } from '../api/use-babies.ts';

export const pickSelectedBaby = (babies: readonly Baby[], currentBabyId: number | null): Baby | null =>
  pickCurrentBaby(babies, currentBabyId);

/** The baby the parent is looking at, with the list it came from. */
export const useSelectedBaby = () => {
  const currentBabyId = useCurrentBaby((s) => s.currentBabyId);
  const query = useBabies();
  const babies = query.data ?? [];
  return { ...query, babies, baby: pickSelectedBaby(babies, currentBabyId) };
};
