import { Button } from 'antd-mobile';
import { useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useConsumeDetail } from '../../../features/consumption/api/use-consume-detail.ts';
import { ConsumptionDetailView } from '../../../features/consumption/components/consumption-detail.tsx';
import styles from '../../../features/consumption/components/consumption.module.css';
import { consumptionStrings as t } from '../../../features/consumption/strings.ts';
import { isApiError } from '../../../lib/api-client.ts';

const ORDER_NO = /^SP\d{20}$/;

/** 消费详情 (?orderNo=) */
export default function ConsumeDetailPage() {
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw !== null && ORDER_NO.test(raw) ? raw : null;
  const query = useConsumeDetail(orderNo);
  if (orderNo === null) return <EmptyState tip={t.badOrderNo} />;
  if (query.isPending) return <div className={styles.status}>…</div>;
  if (query.isError)
    return (
      <EmptyState tip={isApiError(query.error) ? query.error.msg : t.loadFailed}>
        <Button size="small" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </EmptyState>
    );
  return <ConsumptionDetailView detail={query.data} />;
}
