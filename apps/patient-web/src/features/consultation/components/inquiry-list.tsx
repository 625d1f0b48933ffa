import type { InquiryView } from '@sprout/contract';
import Tabs from 'antd-mobile/es/components/tabs';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useClickThrottle } from '../../../lib/throttle.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { fetchInquiryPage } from '../api/fetch-inquiries.ts';
import { consultKeys } from '../api/query-keys.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { consultStrings as t } from '../strings.ts';
import { INQUIRY_TAB_LABELS, INQUIRY_TABS, type InquiryTab, parseTab } from '../utils/inquiry-tabs.ts';
import { InquiryCard } from './inquiry-card.tsx';
import styles from './inquiry.module.css';

/** 问诊记录 (and 咨询 with one tab): the parent's inquiries, newest first, by state, paged. */
export const InquiryList = ({
  tab,
  onTab,
  tabs = INQUIRY_TABS,
}: {
  tab: InquiryTab;
  onTab?: (tab: InquiryTab) => void;
  tabs?: readonly InquiryTab[];
}) => {
  const router = useAppRouter();
  const loggedIn = useSession(hasToken);
  const open = useClickThrottle((inquiryId: number) =>
    router.navigate(CONSULT_ROUTES.appointmentInfo, { inquiryId }),
  );
  return (
    <div className={styles.page}>
      {tabs.length > 1 && onTab ? (
        <div className={styles.tabs}>
          <Tabs activeKey={tab} onChange={(key) => onTab(parseTab(key))} stretch={false}>
            {tabs.map((k) => (
              <Tabs.Tab key={k} title={INQUIRY_TAB_LABELS[k]} />
            ))}
          </Tabs>
        </div>
      ) : null}
      <PagedList<InquiryView>
        key={tab}
        queryKey={consultKeys.inquiryList(tab)}
        enabled={loggedIn}
        fetchPage={(pageNum, pageSize) => fetchInquiryPage(tab, pageNum, pageSize)}
        keyOf={(i) => i.inquiryId}
        className={styles.list}
        empty={
          <EmptyWithWay
            variant="list"
            tip={
              <>
                {t.noInquiries}
                <br />
                {t.noInquiriesHint}
              </>
            }
            way={{ label: t.toFindDoctor, path: CONSULT_ROUTES.doctor }}
          />
        }
        renderItem={(i) => <InquiryCard inquiry={i} onOpen={open} />}
      />
    </div>
  );
};
