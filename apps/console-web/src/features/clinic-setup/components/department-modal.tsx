import { api, type ConsoleDepartment, type ConsoleFacility } from '@sprout/contract';
import { useEffect } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { useCreateDepartment } from '../api/create-department.ts';
import { type UpdateDepartmentInput, useUpdateDepartment } from '../api/update-department.ts';

interface DepartmentValues {
  facilityId: number;
  name: string;
  intro: string;
  sort: number;
  status: 'open' | 'closed';
}

const FIELDS = ['facilityId', 'name', 'intro', 'sort', 'status'] as const;
const rules = api.clinicAdmin.createDepartment.body?.shape;

function changesOf(d: ConsoleDepartment, v: DepartmentValues): UpdateDepartmentInput {
  const name = v.name.trim();
  const intro = (v.intro ?? '').trim();
  return {
    departmentId: d.departmentId,
    ...(name !== d.name ? { name } : {}),
    ...(intro !== d.intro ? { intro } : {}),
    ...(v.sort !== d.sort ? { sort: v.sort } : {}),
    ...(v.status !== d.status ? { status: v.status } : {}),
  };
}

interface DepartmentModalProps {
  /** Absent: a new department. */
  department?: ConsoleDepartment;
  facilities: ConsoleFacility[];
  onClose: () => void;
}

export function DepartmentModal({ department, facilities, onClose }: DepartmentModalProps) {
  const [form] = Form.useForm<DepartmentValues>();
  const { message } = App.useApp();
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const status = Form.useWatch('status', form);
  const onError = (error: unknown) => showFormError(form, FIELDS, error, message);
  // The facilities may arrive after the dialog opened (a slow list): a new department still starts on
  // the first one, as it does when they were already there.
  const firstFacilityId = facilities[0]?.facilityId;
  useEffect(() => {
    if (!department && firstFacilityId !== undefined && form.getFieldValue('facilityId') === undefined)
      form.setFieldValue('facilityId', firstFacilityId);
  }, [department, firstFacilityId, form]);

  const submit = (values: DepartmentValues) => {
    if (!department) {
      create.mutate(
        { ...values, name: values.name.trim(), intro: (values.intro ?? '').trim() },
        {
          onSuccess: (created) => {
            void message.success(`已新建科室 ${created.name}`);
            onClose();
          },
          onError,
        },
      );
      return;
    }
    const changes = changesOf(department, values);
    if (Object.keys(changes).length === 1) {
      onClose();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        void message.success('已保存');
        onClose();
      },
      onError,
    });
  };

  return (
    <Modal
      open
      title={department ? `编辑科室：${department.name}` : '新建科室'}
      okText={department ? '保存' : '创建'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      mask={{ closable: false }}
      okButtonProps={{ 'data-testid': 'department-form-submit' }}
    >
      <Form<DepartmentValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        autoComplete="off"
        style={{ marginTop: 16 }}
        initialValues={
          department ?? { facilityId: facilities[0]?.facilityId, intro: '', sort: 0, status: 'open' }
        }
      >
        <Form.Item
          label="院区"
          name="facilityId"
          rules={[{ required: true, message: '请选择院区' }]}
          extra={department ? '科室建好后不能换院区' : undefined}
        >
          <Select
            disabled={!!department}
            options={facilities.map((f) => ({ value: f.facilityId, label: f.name }))}
            data-testid="department-form-facility"
          />
        </Form.Item>
        <Form.Item
          label="科室名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请输入科室名称' }, contractRule(rules?.name)]}
        >
          <Input maxLength={30} placeholder="如：儿童保健科" data-testid="department-form-name" />
        </Form.Item>
        <Form.Item label="科室简介" name="intro" rules={[contractRule(rules?.intro)]}>
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder="家长选择科室时看到的介绍"
            data-testid="department-form-intro"
          />
        </Form.Item>
        <Form.Item
          label="排序"
          name="sort"
          extra="数字越小越靠前，家长端的科室列表按此排列"
          rules={[{ required: true, message: '请输入排序' }, contractRule(rules?.sort)]}
        >
          <InputNumber style={{ width: 160 }} data-testid="department-form-sort" />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Radio.Group data-testid="department-form-status">
            <Radio value="open">开放</Radio>
            <Radio value="closed">关闭</Radio>
          </Radio.Group>
        </Form.Item>
        {status === 'closed' && <Alert type="info" showIcon title="关闭后家长端的科室列表不再显示该科室。" />}
      </Form>
    </Modal>
  );
}
