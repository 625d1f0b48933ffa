import { Code } from '@sprout/contract';
import { type ReactNode, useEffect } from 'react';
import { NavBar } from '../../../components/nav-bar.tsx';
import { zhCN } from '../../../locale/zh-CN.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { useDoctorDetail } from '../api/use-doctor-detail.ts';
import { useBookingSelection } from '../hooks/use-booking-selection.ts';
import { BOOKING_ROUTES } from '../routes.ts';
import { bookingStrings as t } from '../strings.ts';
import { chosenSlotQuery } from '../utils/booking-params.ts';
import type { DoctorErrorReason } from './doctor-error.tsx';
import { bottomBarSpace } from './bottom-bar.tsx';
import { DoctorProfile } from './doctor-profile.tsx';
import styles from './qr-doctor-entry.module.css';
import { SchedulePicker } from './schedule-picker.tsx';
import { LoadFailed, Loading } from './status-views.tsx';

/**
 * 预约挂号 from a clinic's printed QR code (?facilityId&doctorId): the doctor's page with the
 * calendar and slots, continuing into 填写订单 like the full flow. A link that names no doctor,
 * an unknown one, one of another clinic, or a stopped one is replaced by 状态异常.
 */
export const QrDoctorEntry = () => {
  const router = useAppRouter();
  const { selection, adjust } = useBookingSelection();
  const { facilityId, doctorId } = selection;
  const detail = useDoctorDetail(facilityId === null ? null : doctorId, { silent: true });
  const doctor = detail.data;

  let problem: DoctorErrorReason | null = null;
  if (facilityId === null || doctorId === null) problem = 'invalid';
  else if (isApiError(detail.error) && detail.error.code === Code.NOT_FOUND) problem = 'unknown';
  else if (doctor && doctor.facilityId !== facilityId) problem = 'mismatch';
  else if (doctor && doctor.status !== 'active') problem = 'stopped';

  useEffect(() => {
    if (problem) router.redirect(BOOKING_ROUTES.doctorError, { reason: problem });
  }, [problem, router]);

  let body: ReactNode = <Loading />;
  if (problem) body = <Loading />;
  else if (detail.isError) body = <LoadFailed onRetry={() => void detail.refetch()} />;
  else if (doctor && facilityId !== null)
    body = (
      <>
        <DoctorProfile doctor={doctor} />
        <p className={styles.hint}>{t.qrBookHint}</p>
        <SchedulePicker
          doctorId={doctor.doctorId}
          facilityId={facilityId}
          selection={selection}
          onAdjust={adjust}
          onBook={(slot, date) =>
            router.navigate(
              BOOKING_ROUTES.orderPage,
              chosenSlotQuery({
                entry: 'qr',
                facilityId,
                deptId: doctor.deptId,
                doctorId: doctor.doctorId,
                date,
                slotId: slot.slotId,
              }),
            )
          }
        />
      </>
    );

  return (
    <div className={bottomBarSpace}>
      <NavBar title={zhCN.titles['newAppoinmentQr/index']} showHome />
      {body}
    </div>
  );
};
