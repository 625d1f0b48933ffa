import type { ConsumptionRecord } from '@sprout/contract';
import { PagedList } from '../../../components/paged-list.tsx';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { consumptionKeys } from '../api/query-keys.ts';
import { fetchConsumeHistory } from '../api/use-consume-history.ts';
import { CONSUMPTION_ROUTES } from '../routes.ts';
import { consumptionStrings as t } from '../strings.ts';
import { channelText, clinicTime, signedAmount } from '../utils/record-text.ts';
import styles from './consumption.module.css';

const RecordRow = ({ record, onOpen }: { record: ConsumptionRecord; onOpen: () => void }) => {
  const isRefund = record.direction === 'refund';
  return (
    <button type="button" className={styles.row} onClick={onOpen} data-testid="consumption-row">
      <span className={styles.main}>
        <p className={styles.title}>
          {isRefund ? t.refundPrefix : ''}
          {record.title}
        </p>
        <p className={styles.meta}>
          {clinicTime(record.at)} · {channelText(record.channel)}
        </p>
      </span>
      <span className={`${styles.amount} ${isRefund ? styles.refund : ''}`}>
        {signedAmount(record.direction, record.amountFen)}
        <span className={styles.state}>{record.stateText}</span>
      </span>
    </button>
  );
};

/** 消费记录: payments and refunds, newest first, each opening its order's 消费详情. */
export const ConsumptionList = () => {
  const router = useAppRouter();
  return (
    <PagedList
      className={styles.list}
      queryKey={consumptionKeys.list()}
      fetchPage={fetchConsumeHistory}
      keyOf={(r) => r.recordId}
      empty={
        <EmptyWithWay
          tip={
            <>
              {t.empty}
              <br />
              {t.emptyHint}
            </>
          }
          way={{ label: t.toFees, path: CONSUMPTION_ROUTES.fees }}
        />
      }
      renderItem={(record) => (
        <RecordRow
          record={record}
          onOpen={() => router.navigate(CONSUMPTION_ROUTES.detail, { orderNo: record.orderNo })}
        />
      )}
    />
  );
};
