import type { Address } from '@sprout/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The address a parent picked on 收货地址 in select mode, for the page that opened it (the points
 * mall's exchange). Here, not in a feature, because two features meet through it. Kept for the tab's
 * session, so a reload of the opening page still finds it; the server checks the id is the parent's
 * when it ships.
 */
export interface PickedAddressState {
  picked: Address | null;
  pick(address: Address): void;
  clear(): void;
}

export const usePickedAddress = create<PickedAddressState>()(
  persist(
    (set) => ({
      picked: null,
      pick: (picked) => set({ picked }),
      clear: () => set({ picked: null }),
    }),
    { name: 'sprout.pickedAddress', storage: createJSONStorage(() => sessionStorage), version: 1 },
  ),
);
