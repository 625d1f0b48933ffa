import type { MallExchange } from '@sprout/contract';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { fetchExchangePage } from '../api/fetch-exchange-page.ts';
import { mallKeys } from '../api/query-keys.ts';
import { MALL_ROUTES } from '../routes.ts';
import { mallStrings as t } from '../strings.ts';
import { formatTime } from '../utils/format-time.ts';
import styles from './mall.module.css';

const Record = ({ x, onOpen }: { x: MallExchange; onOpen: () => void }) => (
  <button type="button" className={styles.record} onClick={onOpen} data-testid={`exchange-${x.exchangeId}`}>
    {x.pictureUrl ? <img className={styles.thumb} src={x.pictureUrl} alt="" /> : null}
    <span className={styles.recordBody}>
      <strong>{x.goodsName}</strong>
      <span className={styles.price}>
        {t.points(x.points)} ×{x.quantity}
      </span>
      <span className={styles.weak}>{formatTime(x.createdAt)}</span>
    </span>
    <span className={styles.status}>{x.statusLabel}</span>
  </button>
);

/** 兑换记录: the parent's exchanges, newest first. */
export const ExchangeRecords = () => {
  const router = useAppRouter();
  return (
    <div className={styles.page}>
      <PagedList
        queryKey={mallKeys.records()}
        fetchPage={fetchExchangePage}
        keyOf={(x: MallExchange) => x.exchangeId}
        empty={
          <EmptyWithWay
            variant="list"
            tip={t.recordsEmpty}
            way={{ label: t.toMall, path: MALL_ROUTES.mall }}
          />
        }
        renderItem={(x: MallExchange) => (
          <Record x={x} onOpen={() => router.navigate(MALL_ROUTES.detail, { exchangeId: x.exchangeId })} />
        )}
      />
    </div>
  );
};
