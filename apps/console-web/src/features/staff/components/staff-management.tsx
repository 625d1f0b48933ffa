import { STAFF_ROLES, type StaffMember } from '@sprout/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { keywordOf, oneOf } from '../../../lib/list-params.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type StaffListQuery, useStaffList } from '../api/list-staff.ts';
import { useUnlockStaff } from '../api/unlock-staff.ts';
import { CreateStaffModal } from './create-staff-modal.tsx';
import { EditStaffModal } from './edit-staff-modal.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { ROLE_OPTIONS } from './role-tag.tsx';
import { StaffTable } from './staff-table.tsx';

type Filters = Omit<StaffListQuery, 'pageNum' | 'pageSize'>;
const readFilters = (params: URLSearchParams): Filters => ({
  role: oneOf(params.get('role'), STAFF_ROLES),
  keyword: keywordOf(params.get('keyword')),
});

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; staff: StaffMember }
  | { kind: 'resetPassword'; staff: StaffMember }
  | null;

/** The staff list with its filters and the create, edit and reset-password dialogs. */
export function StaffManagement() {
  const { query, filter, paging } = useListParams({ readFilters });
  const staffList = useStaffList(query);
  const myStaffId = useSessionStore((s) => s.staff?.staffId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const unlock = useUnlockStaff();
  const { message } = App.useApp();

  return (
    <>
      <ListToolbar
        filters={
          <FilterSelect
            label="角色"
            placeholder="全部角色"
            width={160}
            value={query.role}
            onChange={(role) => filter({ role })}
            options={ROLE_OPTIONS}
            testId="staff-filter-role"
          />
        }
        search={{
          keyword: query.keyword,
          placeholder: '搜索用户名或姓名',
          label: '搜索账号',
          onSearch: (keyword) => filter({ keyword }),
          testId: 'staff-filter-keyword',
        }}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="staff-create">
            新建账号
          </Button>
        }
      />
      <StaffTable
        list={staffList}
        paging={paging}
        onEdit={(staff) => setDialog({ kind: 'edit', staff })}
        onResetPassword={(staff) => setDialog({ kind: 'resetPassword', staff })}
        onUnlock={(staff) =>
          unlock.mutate(staff.staffId, {
            onSuccess: () => void message.success(`已解除 ${staff.displayName} 的登录锁定`),
            onError: (error) => void message.error(error.message),
          })
        }
      />
      {dialog?.kind === 'create' && <CreateStaffModal onClose={close} />}
      {dialog?.kind === 'edit' && (
        <EditStaffModal staff={dialog.staff} isSelf={dialog.staff.staffId === myStaffId} onClose={close} />
      )}
      {dialog?.kind === 'resetPassword' && <ResetPasswordModal staff={dialog.staff} onClose={close} />}
    </>
  );
}
