import { api, type StaffMember, type StaffRole } from '@sprout/contract';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { type UpdateStaffInput, useUpdateStaff } from '../api/update-staff.ts';
import { ROLE_OPTIONS } from './role-tag.tsx';

interface EditValues {
  displayName: string;
  role: StaffRole;
  status: StaffMember['status'];
}

const FIELDS = ['displayName', 'role', 'status'] as const;
const displayNameSchema = api.staffAuth.updateStaff.body?.shape.displayName;

/** Only what changed is sent: the server ends the person's sessions when the role or status changes. */
function changesOf(staff: StaffMember, values: EditValues): UpdateStaffInput {
  const displayName = values.displayName.trim();
  return {
    staffId: staff.staffId,
    ...(displayName !== staff.displayName ? { displayName } : {}),
    ...(values.role !== staff.role ? { role: values.role } : {}),
    ...(values.status !== staff.status ? { status: values.status } : {}),
  };
}

export function EditStaffModal({
  staff,
  isSelf,
  onClose,
}: {
  staff: StaffMember;
  isSelf: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<EditValues>();
  const { message } = App.useApp();
  const updateStaff = useUpdateStaff();
  const role = Form.useWatch('role', form);
  const status = Form.useWatch('status', form);
  const endsSessions = (role !== undefined && role !== staff.role) || status === 'disabled';

  const submit = (values: EditValues) => {
    const changes = changesOf(staff, values);
    if (Object.keys(changes).length === 1) {
      onClose();
      return;
    }
    updateStaff.mutate(changes, {
      onSuccess: () => {
        void message.success('已保存');
        onClose();
      },
      onError: (error) => showFormError(form, FIELDS, error, message),
    });
  };

  return (
    <Modal
      open
      title={`编辑账号：${staff.username}`}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={updateStaff.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'staff-edit-submit' }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ displayName: staff.displayName, role: staff.role, status: staff.status }}
        autoComplete="off"
        style={{ marginTop: 16 }}
      >
        <Form.Item
          label="姓名"
          name="displayName"
          rules={[
            { required: true, whitespace: true, message: '请输入姓名' },
            contractRule(displayNameSchema),
          ]}
        >
          <Input maxLength={20} data-testid="staff-form-display-name" />
        </Form.Item>
        <Form.Item label="角色" name="role" extra={isSelf ? '不能降低自己的角色' : undefined}>
          <Select options={ROLE_OPTIONS} disabled={isSelf} data-testid="staff-form-role" />
        </Form.Item>
        <Form.Item label="状态" name="status" extra={isSelf ? '不能停用自己的账号' : undefined}>
          <Radio.Group disabled={isSelf} data-testid="staff-form-status">
            <Radio value="active">启用</Radio>
            <Radio value="disabled">停用</Radio>
          </Radio.Group>
        </Form.Item>
        {endsSessions && (
          <Alert
            type="info"
            showIcon
            title={
              status === 'disabled'
                ? '停用后该账号将立即退出登录，且无法再登录'
                : '修改角色后该账号需要重新登录'
            }
          />
        )}
      </Form>
    </Modal>
  );
}
