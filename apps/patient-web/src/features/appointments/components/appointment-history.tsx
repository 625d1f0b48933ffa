import type { Appointment } from '@sprout/contract';
import { Button, Tabs } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useClickThrottle } from '../../../lib/throttle.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { fetchAppointmentPage } from '../api/fetch-appointment-page.ts';
import { appointmentKeys } from '../api/query-keys.ts';
import { APPOINTMENT_ROUTES } from '../routes.ts';
import { appointmentStrings as t } from '../strings.ts';
import {
  type AppointmentStatus,
  STATUS_TABS,
  STATUS_TAG,
  statusOfTabKey,
  tabKey,
} from '../utils/appointment-status.ts';
import { AppointmentCard } from './appointment-card.tsx';
import styles from './appointment-history.module.css';

interface AppointmentHistoryProps {
  status: AppointmentStatus | undefined;
  onStatusChange: (status: AppointmentStatus | undefined) => void;
}

/** 预约记录: the parent's appointments, newest first, filtered by status; deleted ones are gone. */
export const AppointmentHistory = ({ status, onStatusChange }: AppointmentHistoryProps) => {
  const router = useAppRouter();
  const loggedIn = useSession(hasToken);
  const open = useClickThrottle((a: Appointment) =>
    router.navigate(APPOINTMENT_ROUTES.detail, { weId: a.weId }),
  );
  const pay = useClickThrottle((a: Appointment) =>
    router.navigate(APPOINTMENT_ROUTES.onlinePay, { orderNo: a.orderNo }),
  );

  return (
    <div className={styles.page}>
      <div className={styles.tabs}>
        <Tabs
          activeKey={tabKey(status)}
          onChange={(key) => onStatusChange(statusOfTabKey(key))}
          stretch={false}
          data-testid="appointment-tabs"
        >
          {STATUS_TABS.map((s) => (
            <Tabs.Tab key={tabKey(s)} title={s ? STATUS_TAG[s].label : t.tabAll} />
          ))}
        </Tabs>
      </div>
      <PagedList<Appointment>
        key={tabKey(status)}
        queryKey={appointmentKeys.list(status)}
        enabled={loggedIn}
        fetchPage={(pageNum, pageSize) => fetchAppointmentPage(status, pageNum, pageSize)}
        keyOf={(a) => a.weId}
        className={styles.list}
        empty={
          <EmptyState variant="list">
            {status === undefined ? (
              <Button
                size="small"
                color="primary"
                fill="outline"
                shape="rounded"
                onClick={() => router.navigate(APPOINTMENT_ROUTES.book)}
              >
                {t.book}
              </Button>
            ) : null}
          </EmptyState>
        }
        renderItem={(a) => <AppointmentCard appointment={a} onOpen={() => open(a)} onPay={() => pay(a)} />}
      />
    </div>
  );
};
