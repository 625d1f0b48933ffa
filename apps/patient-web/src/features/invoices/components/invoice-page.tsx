import Tabs from 'antd-mobile/es/components/tabs';
import { INVOICE_TABS, type InvoiceTab } from '../routes.ts';
import { invoiceStrings as t } from '../strings.ts';
import { InvoiceList } from './invoice-list.tsx';
import { WaitList } from './wait-list.tsx';

const LABELS: Record<InvoiceTab, string> = { waiting: t.tabWaiting, mine: t.tabMine };

export const parseInvoiceTab = (value: string | null): InvoiceTab => (value === 'mine' ? 'mine' : 'waiting');

/** 发票: 待开票 and 我的发票. */
export const InvoicePage = ({ tab, onTab }: { tab: InvoiceTab; onTab: (tab: InvoiceTab) => void }) => (
  <>
    <Tabs activeKey={tab} onChange={(key) => onTab(parseInvoiceTab(key))}>
      {INVOICE_TABS.map((k) => (
        <Tabs.Tab key={k} title={LABELS[k]} />
      ))}
    </Tabs>
    {tab === 'waiting' ? <WaitList onIssued={() => onTab('mine')} /> : <InvoiceList />}
  </>
);
