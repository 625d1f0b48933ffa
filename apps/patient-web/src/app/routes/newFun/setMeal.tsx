import { PackageCardsPage } from '../../../features/package-cards/components/package-cards-page.tsx';

/** 套餐卡 */
export default function SetMealPage() {
  return <PackageCardsPage />;
}
