import { PageHeader } from '../../../components/page-header.tsx';
import { PackageCardsPage } from '../../../features/package-cards/components/package-cards-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function PackageCardsRoute() {
  useDocumentTitle('套餐卡');
  return (
    <>
      <PageHeader
        title="套餐卡"
        description="家长在手机上为某个宝宝购买套餐卡，到院时在这里选卡和服务项目核销一次；未用完的卡可按本院规则折算退款。每次核销、退卡都记入审计。"
      />
      <PackageCardsPage />
    </>
  );
}
