/** Query keys of the schedule pages: a change to templates, sessions or holidays refreshes what it touches. */
export const SCHEDULE_KEYS = {
  facilities: ['schedules', 'facility-options'] as const,
  doctors: ['schedules', 'doctor-options'] as const,
  templates: ['schedules', 'templates'] as const,
  sessions: ['schedules', 'sessions'] as const,
  holidays: ['schedules', 'holidays'] as const,
};
