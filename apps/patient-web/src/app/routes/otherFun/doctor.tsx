import { AiEntryLink } from '../../../features/ai-consult/components/ai-entry-link.tsx';
import { DoctorFinder } from '../../../features/consultation/components/doctor-finder.tsx';

/** 找医生: doctors who offer 图文问诊, by department and 擅长. */
export default function FindDoctorPage() {
  return (
    <>
      <AiEntryLink />
      <DoctorFinder />
    </>
  );
}
