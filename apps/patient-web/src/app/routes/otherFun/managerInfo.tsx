import { useSearchParams } from 'wouter';
import { DoctorHome } from '../../../features/consultation/components/doctor-home.tsx';
import { parseId } from '../../../features/consultation/utils/params.ts';

/** 医生主页 (?doctorId=) */
export default function DoctorHomePage() {
  const [params] = useSearchParams();
  return <DoctorHome doctorId={parseId(params.get('doctorId'))} />;
}
