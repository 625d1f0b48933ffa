import type { StaffMember } from '@sprout/contract';
import { Alert } from 'antd';
import { useState } from 'react';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useStaffList } from '../api/list-staff.ts';
import { useStaffFilters } from '../hooks/use-staff-filters.ts';
import { CreateStaffModal } from './create-staff-modal.tsx';
import { EditStaffModal } from './edit-staff-modal.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { StaffTable } from './staff-table.tsx';
import { StaffToolbar } from './staff-toolbar.tsx';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; staff: StaffMember }
  | { kind: 'resetPassword'; staff: StaffMember }
  | null;

/** The staff list with its filters and the create, edit and reset-password dialogs. */
export function StaffManagement() {
  const { query, update, pageSizes } = useStaffFilters();
  const staffList = useStaffList(query);
  const myStaffId = useSessionStore((s) => s.staff?.staffId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <StaffToolbar
        role={query.role}
        keyword={query.keyword}
        onRoleChange={(role) => update({ role, pageNum: 1 })}
        onSearch={(keyword) => update({ keyword: keyword || undefined, pageNum: 1 })}
        onCreate={() => setDialog({ kind: 'create' })}
      />
      {staffList.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={staffList.error.message} />
      )}
      <StaffTable
        rows={staffList.data?.list ?? []}
        total={staffList.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        pageSizes={pageSizes}
        isLoading={staffList.isFetching}
        onPageChange={(pageNum, pageSize) =>
          update({ pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize })
        }
        onEdit={(staff) => setDialog({ kind: 'edit', staff })}
        onResetPassword={(staff) => setDialog({ kind: 'resetPassword', staff })}
      />
      {dialog?.kind === 'create' && <CreateStaffModal onClose={close} />}
      {dialog?.kind === 'edit' && (
        <EditStaffModal staff={dialog.staff} isSelf={dialog.staff.staffId === myStaffId} onClose={close} />
      )}
      {dialog?.kind === 'resetPassword' && <ResetPasswordModal staff={dialog.staff} onClose={close} />}
    </>
  );
}
