import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useDoctorDetail } from '../api/use-doctor-detail.ts';
import { useBookingSelection } from '../hooks/use-booking-selection.ts';
import { BOOKING_ROUTES } from '../routes.ts';
import { bookingStrings as t } from '../strings.ts';
import { type BookingEntry, chosenSlotQuery } from '../utils/booking-params.ts';
import { bottomBarSpace } from './bottom-bar.tsx';
import { DepartmentList } from './department-list.tsx';
import { DoctorList } from './doctor-list.tsx';
import { DoctorSummary } from './doctor-summary.tsx';
import { FacilityList } from './facility-list.tsx';
import { PlaceHeader } from './place-header.tsx';
import { SchedulePicker } from './schedule-picker.tsx';
import { LoadFailed, Loading } from './status-views.tsx';
import { StepBar } from './step-bar.tsx';
import styles from './booking-flow.module.css';

/**
 * 预约挂号 (newFun/index and newAppoinment/index): clinic → department → doctor → day and slot,
 * one step per screen. Each step is an entry in the address (facilityId, deptId, doctorId, date),
 * so back returns to the previous step and a reload or a shared link reopens the same screen.
 */
export const BookingFlow = ({ entry }: { entry: BookingEntry }) => {
  const { selection, choose, adjust } = useBookingSelection();
  const { cityCode, facilityId, deptId, doctorId } = selection;

  if (facilityId === null) {
    return (
      <div className={styles.page}>
        <StepBar current={0} />
        <FacilityList
          cityCode={cityCode}
          onCity={(code) => adjust({ cityCode: code })}
          onChoose={(id) => choose({ cityCode, facilityId: id })}
        />
      </div>
    );
  }
  const toFacilities = () =>
    adjust({
      cityCode,
      facilityId: null,
      deptId: null,
      doctorId: null,
      date: null,
      month: null,
      slotId: null,
    });
  if (deptId === null) {
    return (
      <div className={styles.page}>
        <StepBar current={1} />
        <PlaceHeader facilityId={facilityId} deptId={null} onChangeFacility={toFacilities} />
        <DepartmentList
          facilityId={facilityId}
          onChoose={(id) => choose({ cityCode, facilityId, deptId: id })}
        />
      </div>
    );
  }
  const toDepartments = () => adjust({ deptId: null, doctorId: null, date: null, month: null, slotId: null });
  if (doctorId === null) {
    return (
      <div className={styles.page}>
        <StepBar current={2} />
        <PlaceHeader
          facilityId={facilityId}
          deptId={deptId}
          onChangeFacility={toFacilities}
          onChangeDept={toDepartments}
        />
        <DoctorList
          facilityId={facilityId}
          deptId={deptId}
          onChoose={(id) => choose({ cityCode, facilityId, deptId, doctorId: id })}
        />
      </div>
    );
  }
  return (
    <DoctorStep
      entry={entry}
      facilityId={facilityId}
      deptId={deptId}
      doctorId={doctorId}
      onChangeDoctor={() => adjust({ doctorId: null, date: null, month: null, slotId: null })}
    />
  );
};

interface DoctorStepProps {
  entry: BookingEntry;
  facilityId: number;
  deptId: number;
  doctorId: number;
  onChangeDoctor: () => void;
}

/** Step 4: the doctor's card, month and slots; 预约 opens 填写订单 for the chosen slot. */
const DoctorStep = ({ entry, facilityId, deptId, doctorId, onChangeDoctor }: DoctorStepProps) => {
  const router = useAppRouter();
  const { selection, adjust } = useBookingSelection();
  const doctor = useDoctorDetail(doctorId);

  let body: ReactNode;
  if (doctor.isLoading) body = <Loading />;
  else if (doctor.isError || !doctor.data) body = <LoadFailed onRetry={() => void doctor.refetch()} />;
  else if (doctor.data.status !== 'active' || doctor.data.facilityId !== facilityId)
    body = (
      <EmptyState variant="list" tip={t.errorTitle}>
        <Button color="primary" shape="rounded" onClick={onChangeDoctor}>
          {t.changeDoctor}
        </Button>
      </EmptyState>
    );
  else
    body = (
      <>
        <DoctorSummary doctor={doctor.data}>
          <button type="button" className={styles.changeDoctor} onClick={onChangeDoctor}>
            {t.changeDoctor}
          </button>
        </DoctorSummary>
        <SchedulePicker
          doctorId={doctorId}
          facilityId={facilityId}
          selection={selection}
          onAdjust={adjust}
          onBook={(slot, date) =>
            router.navigate(
              BOOKING_ROUTES.orderPage,
              chosenSlotQuery({ entry, facilityId, deptId, doctorId, date, slotId: slot.slotId }),
            )
          }
        />
      </>
    );
  return (
    <div className={`${styles.page} ${bottomBarSpace}`}>
      <StepBar current={3} />
      {body}
    </div>
  );
};
