/** Whether `?v=` names a notice version the parent agreed to (registmember/loading reached from 立即开通). */
export const agreedVersion = (noticeVersion: string | null | undefined): boolean =>
  typeof noticeVersion === 'string' && noticeVersion.trim() !== '';
