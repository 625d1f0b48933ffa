import type { AccountMergeStep } from './accounts.types.ts';

/**
 * Each owner's part in an account merge, registered from its module's entry (in app.ts's order, which
 * is the order the steps run in). One registry per app.
 */
export interface AccountMerges {
  register(owner: string, step: AccountMergeStep): void;
  steps(): readonly { owner: string; step: AccountMergeStep }[];
}

export const createAccountMerges = (): AccountMerges => {
  const steps: { owner: string; step: AccountMergeStep }[] = [];
  const decided = new Set<string>();
  return {
    register: (owner, step) => {
      if (!step.move === !step.staysBecause)
        throw new Error(`${owner}: an account merge step either moves its rows or says why they stay`);
      for (const column of step.columns) {
        if (decided.has(column)) throw new Error(`account merge: ${column} decided twice`);
        decided.add(column);
      }
      steps.push({ owner, step });
    },
    steps: () => steps,
  };
};
