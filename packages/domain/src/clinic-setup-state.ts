/**
 * What the clinic switches on and off in 门诊设置 and 排班. Parents see and book only what is open or
 * active: a facility or department is open or closed; a doctor active or stopped (the doctor's QR
 * entry then shows 状态异常); a session open, or stopped when the clinic called it off.
 */
export const FACILITY_STATUSES = ['open', 'closed'] as const;
export type FacilityStatus = (typeof FACILITY_STATUSES)[number];

export const DOCTOR_STATUSES = ['active', 'stopped'] as const;
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

export const SESSION_STATUSES = ['open', 'stopped'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
