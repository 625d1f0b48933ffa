import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { feeStrings as t } from '../strings.ts';
import { FeeReceipt } from './fee-receipt.tsx';
import styles from './fees.module.css';
import { PaidBills } from './paid-bills.tsx';
import { type CheckoutExtras, UnpaidBills } from './unpaid-bills.tsx';

type Tab = 'unpaid' | 'paid';

/** 待缴费订单: the two tabs, and the receipt of a payment opened over them. */
export const FeeIndex = ({ initialTab, ...extras }: { initialTab: Tab } & CheckoutExtras) => {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [receipt, setReceipt] = useState<string | null>(null);
  return (
    <div className={styles.page}>
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'paid' ? 'paid' : 'unpaid')}>
        <Tabs.Tab title={t.tabUnpaid} key="unpaid" />
        <Tabs.Tab title={t.tabPaid} key="paid" />
      </Tabs>
      {tab === 'unpaid' ? (
        <UnpaidBills
          {...extras}
          onSettled={(orderNo) => {
            setTab('paid');
            setReceipt(orderNo);
          }}
        />
      ) : (
        <PaidBills onReceipt={setReceipt} />
      )}
      <FeeReceipt orderNo={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
};
