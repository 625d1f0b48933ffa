import { Tabs } from 'antd';
import { hasRole } from '../../../config/navigation.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { ProductsPanel } from './products-panel.tsx';
import { SoldCards } from './sold-cards.tsx';

/** 套餐卡: sold cards for everyone at the desk (核销); products and 退卡 for managers. */
export function PackageCardsPage() {
  const role = useSessionStore((s) => s.staff?.role ?? 'doctor');
  const isManager = hasRole(role, 'manager');
  return (
    <Tabs
      items={[
        { key: 'cards', label: '已售套餐卡', children: <SoldCards canRefund={isManager} /> },
        ...(isManager ? [{ key: 'products', label: '套餐卡产品', children: <ProductsPanel /> }] : []),
      ]}
    />
  );
}
