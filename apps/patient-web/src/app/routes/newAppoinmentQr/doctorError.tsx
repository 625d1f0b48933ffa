import { DoctorError } from '../../../features/booking/components/doctor-error.tsx';

/** 状态异常 (custom navigation bar) */
export default function DoctorErrorPage() {
  return <DoctorError />;
}
