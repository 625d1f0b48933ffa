import type { Db } from '../../db/database.ts';
import { findDoctorWithPlace } from '../clinic/clinic.service.ts';
import { findService } from './consult-services.repository.ts';

/**
 * A doctor (the clinic's directory) with their consultation service (ours), or null service fields for
 * a doctor whose service was never set.
 */
export interface ServiceDoctor {
  doctor_id: number;
  name: string;
  title: string;
  speciality: string;
  introduction: string;
  photo_url: string | null;
  doctor_status: 'active' | 'stopped';
  department_id: number;
  facility_id: number;
  dept_name: string;
  price_fen: number | null;
  accept_minutes: number | null;
  answer_minutes: number | null;
  working_hours: string | null;
  follow_up_messages: number | null;
  follow_up_hours: number | null;
  enabled: number | null;
  updated_at: string | null;
}

export const findServiceDoctor = async (db: Db, doctorId: number): Promise<ServiceDoctor | undefined> => {
  const [d, s] = await Promise.all([findDoctorWithPlace(db, doctorId), findService(db, doctorId)]);
  if (!d) return undefined;
  return {
    doctor_id: d.id,
    name: d.name,
    title: d.title,
    speciality: d.speciality,
    introduction: d.introduction,
    photo_url: d.photo_url,
    doctor_status: d.status,
    department_id: d.department_id,
    facility_id: d.facility_id,
    dept_name: d.dept_name,
    price_fen: s?.price_fen ?? null,
    accept_minutes: s?.accept_minutes ?? null,
    answer_minutes: s?.answer_minutes ?? null,
    working_hours: s?.working_hours ?? null,
    follow_up_messages: s?.follow_up_messages ?? null,
    follow_up_hours: s?.follow_up_hours ?? null,
    enabled: s?.enabled ?? null,
    updated_at: s?.updated_at ?? null,
  };
};
