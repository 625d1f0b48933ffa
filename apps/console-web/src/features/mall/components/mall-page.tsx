import { Tabs } from 'antd';
import { hasRole } from '../../../config/navigation.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { ExchangesPanel } from './exchanges-panel.tsx';
import { GoodsPanel } from './goods-panel.tsx';

/** 积分商城: exchanges to ship for everyone at the desk; goods, stock and cancels for managers. */
export function MallPage() {
  const role = useSessionStore((s) => s.staff?.role ?? 'doctor');
  const isManager = hasRole(role, 'manager');
  return (
    <Tabs
      items={[
        { key: 'exchanges', label: '兑换单', children: <ExchangesPanel canCancel={isManager} /> },
        ...(isManager ? [{ key: 'goods', label: '商品与库存', children: <GoodsPanel /> }] : []),
      ]}
    />
  );
}
