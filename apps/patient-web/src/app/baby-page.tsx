import type { Baby } from '@sprout/contract';
import type { ReactNode } from 'react';
import { NoBaby } from '../components/no-baby.tsx';
import { useSelectedBaby } from '../features/babies/hooks/use-selected-baby.ts';
import { BabySwitch } from '../features/growth/components/baby-switch.tsx';

interface BabyPageProps {
  /** The page's own frame (its padding and background). */
  className: string | undefined;
  /** What NoBaby tells a parent without a baby, and how it returns (components/no-baby.tsx). */
  noBaby: { tip: string; testId?: string; from?: string };
  /** The page for the chosen baby; keyed by the caller, so that switching babies starts afresh. */
  children: (baby: Baby) => ReactNode;
}

/**
 * A page about the chosen baby (生长曲线, 评估记录, 报告查询, 上传病历 …): nothing while the babies
 * load, NoBaby when the parent has none, else the baby switch over the page. The pages compose
 * babies' choice, growth's switch and their own feature, so this lives with the routes' shell.
 */
export const BabyPage = ({ className, noBaby, children }: BabyPageProps) => {
  const { babies, baby, isLoading } = useSelectedBaby();
  if (isLoading) return null;
  if (!baby) return <NoBaby {...noBaby} />;
  return (
    <div className={className}>
      <BabySwitch babies={babies} baby={baby} />
      {children(baby)}
    </div>
  );
};
