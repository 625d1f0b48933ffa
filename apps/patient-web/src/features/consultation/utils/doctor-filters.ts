import type { ConsultDoctor } from '@sprout/contract';

/** '矮小症、性早熟，骨龄评估' → ['矮小症', '性早熟', '骨龄评估']: a doctor's 擅长 as separate terms. */
export const specialityTerms = (speciality: string): string[] =>
  speciality
    .split(/[、，,；;/\s]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');

export interface DoctorFilterChoices {
  departments: { deptId: number; deptName: string }[];
  specialities: string[];
}

/**
 * The filters' choices from the doctors who offer consultations: only departments and 擅长 terms that
 * lead to at least one doctor, in the order the server lists doctors; the terms of one department when
 * one is chosen.
 */
export const filterChoices = (
  doctors: readonly Pick<ConsultDoctor, 'deptId' | 'deptName' | 'speciality'>[],
  deptId: number | null,
): DoctorFilterChoices => {
  const departments = new Map<number, string>();
  const specialities = new Set<string>();
  for (const d of doctors) {
    if (!departments.has(d.deptId)) departments.set(d.deptId, d.deptName);
    if (deptId === null || d.deptId === deptId)
      for (const t of specialityTerms(d.speciality)) specialities.add(t);
  }
  return {
    departments: [...departments].map(([id, name]) => ({ deptId: id, deptName: name })),
    specialities: [...specialities],
  };
};

/** The doctors of a department (or all) whose 擅长 names the term. */
export const doctorsWith = <D extends Pick<ConsultDoctor, 'deptId' | 'speciality'>>(
  doctors: readonly D[],
  deptId: number | null,
  term: string,
): D[] =>
  doctors.filter(
    (d) => (deptId === null || d.deptId === deptId) && specialityTerms(d.speciality).includes(term),
  );
