import { PageHeader } from '../../../components/page-header.tsx';
import { MallPage } from '../../../features/mall/components/mall-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function MallRoute() {
  useDocumentTitle('积分商城');
  return (
    <>
      <PageHeader
        title="积分商城"
        description="家长用积分兑换商品，兑换时已扣积分和库存。待发货的兑换单在这里发货（填快递公司和运单号）、确认送达；发货前取消会退回积分和库存。"
      />
      <MallPage />
    </>
  );
}
