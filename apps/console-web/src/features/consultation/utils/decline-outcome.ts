import type { InboxItem } from '../api/list-inbox.ts';

/** What a decline did, in the doctor's words: the server reassigned it or refunded it. */
export const declineOutcomeText = (
  after: Pick<InboxItem, 'status' | 'statusLabel' | 'doctorId' | 'doctorName'>,
  beforeDoctorId: number,
) => {
  if (after.status === 'refunded') return '已拒绝接诊：问诊费已全额退回家长';
  if (after.doctorId !== beforeDoctorId) return `已拒绝接诊：问诊已转给${after.doctorName}医生`;
  return `已拒绝接诊，问诊状态：${after.statusLabel}`;
};
