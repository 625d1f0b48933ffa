import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { CONSULT_ROUTES } from '../../../features/consultation/routes.ts';
import { consultStrings } from '../../../features/consultation/strings.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { useDoctorDetail } from '../../../features/booking/api/use-doctor-detail.ts';
import { bottomBarSpace } from '../../../features/booking/components/bottom-bar.tsx';
import { DoctorSummary } from '../../../features/booking/components/doctor-summary.tsx';
import { SchedulePicker } from '../../../features/booking/components/schedule-picker.tsx';
import { LoadFailed, Loading } from '../../../features/booking/components/status-views.tsx';
import { useBookingSelection } from '../../../features/booking/hooks/use-booking-selection.ts';
import { BOOKING_ROUTES } from '../../../features/booking/routes.ts';
import { chosenSlotQuery } from '../../../features/booking/utils/booking-params.ts';

/**
 * 医生排班 (?doctorId=): the doctor's month from 医生主页, handed to the existing booking flow: the
 * booking feature's calendar and slots, then its 填写订单 for the chosen slot (features never import
 * each other, so this page composes booking's parts for the consultation pages). Opened without a
 * doctor it leads to 找医生.
 */
export default function DoctorSchedulePage() {
  const router = useAppRouter();
  const { selection, adjust } = useBookingSelection();
  const doctor = useDoctorDetail(selection.doctorId);
  if (selection.doctorId === null)
    return (
      <EmptyWithWay
        tip={consultStrings.noDoctorLink}
        way={{ label: consultStrings.toFindDoctor, path: CONSULT_ROUTES.doctor }}
      />
    );
  if (doctor.isLoading) return <Loading />;
  if (doctor.isError || !doctor.data) return <LoadFailed onRetry={() => void doctor.refetch()} />;
  const d = doctor.data;
  return (
    <div className={bottomBarSpace} data-testid="consult-scheduling">
      <DoctorSummary doctor={d} />
      <SchedulePicker
        doctorId={d.doctorId}
        facilityId={d.facilityId}
        selection={selection}
        onAdjust={adjust}
        onBook={(slot, date) =>
          router.navigate(
            BOOKING_ROUTES.orderPage,
            chosenSlotQuery({
              entry: 'newFun',
              facilityId: d.facilityId,
              deptId: d.deptId,
              doctorId: d.doctorId,
              date,
              slotId: slot.slotId,
            }),
          )
        }
      />
    </div>
  );
}
