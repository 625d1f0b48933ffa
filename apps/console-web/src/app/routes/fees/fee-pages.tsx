import { PageHeader } from '../../../components/page-header.tsx';
import { ApiClients } from '../../../features/fees/components/api-clients.tsx';
import { FeeBills } from '../../../features/fees/components/fee-bills.tsx';
import { FeeItems } from '../../../features/fees/components/fee-items.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function FeeBillsRoute() {
  useDocumentTitle('账单');
  return (
    <>
      <PageHeader
        title="账单"
        description="为已建档的就诊人开账单（项目与单价取自收费目录），家长在“待缴费订单”中缴费。收费处已收的账单在此核销；未缴账单可作废；线上缴费可全额退费。每项操作都记入审计。"
      />
      <FeeBills />
    </>
  );
}

export function FeeItemsRoute() {
  useDocumentTitle('收费项目');
  return (
    <>
      <PageHeader
        title="收费项目"
        description="项目编码即优惠券、套餐卡所指的服务编码，保存后不可修改；停用的项目不能再开到账单上。"
      />
      <FeeItems />
    </>
  );
}

export function ApiClientsRoute() {
  useDocumentTitle('接口客户端');
  return (
    <>
      <PageHeader
        title="接口客户端"
        description="医院信息系统以客户端编号和密钥换取10分钟有效的令牌（POST /api/auth/client/token），再推送账单（POST /api/his/v1/bills）。密钥只在签发时显示一次。"
      />
      <ApiClients />
    </>
  );
}
