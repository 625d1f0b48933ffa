import { api, type ConsoleDepartment, type ConsoleDoctor } from '@sprout/contract';
import { App, Avatar, Col, Form, Input, Modal, Row, Select } from 'antd';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { type DoctorInput, useCreateDoctor } from '../api/create-doctor.ts';
import { type UpdateDoctorInput, useUpdateDoctor } from '../api/update-doctor.ts';
import { feeInputText, parseFeeYuan } from '../utils/fee.ts';
import { StaffAccountField } from './staff-account-field.tsx';

interface DoctorValues {
  name: string;
  title: string;
  speciality: string;
  introduction?: string;
  photoUrl?: string;
  /** Yuan as typed, e.g. `25.50`; converted to whole fen on submit. */
  feeYuan: string;
  departmentId: number;
  staffId?: number | null;
}

const FIELDS = [
  'name',
  'title',
  'speciality',
  'introduction',
  'photoUrl',
  'feeYuan',
  'departmentId',
  'staffId',
] as const;
const rules = api.clinicAdmin.createDoctor.body?.shape;

const feeRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const parsed = parseFeeYuan(typeof value === 'string' ? value : '');
    if (!parsed.ok) throw new Error(parsed.message);
  },
};

function inputOf(v: DoctorValues): DoctorInput {
  const fee = parseFeeYuan(v.feeYuan);
  const photoUrl = v.photoUrl?.trim();
  return {
    name: v.name.trim(),
    title: v.title.trim(),
    speciality: v.speciality.trim(),
    introduction: (v.introduction ?? '').trim(),
    photoUrl: photoUrl ? photoUrl : null,
    // The validator has already refused anything that is not a fee.
    registrationFeeFen: fee.ok ? fee.fen : 0,
    departmentId: v.departmentId,
    staffId: v.staffId ?? null,
  };
}

const DOCTOR_KEYS = [
  'name',
  'title',
  'speciality',
  'introduction',
  'photoUrl',
  'registrationFeeFen',
  'departmentId',
  'staffId',
] as const satisfies readonly (keyof DoctorInput)[];

/** Only what changed is sent, so the audit trail names what the manager actually touched. */
function changesOf(d: ConsoleDoctor, next: DoctorInput): UpdateDoctorInput {
  const changes: UpdateDoctorInput = { doctorId: d.doctorId };
  for (const key of DOCTOR_KEYS) if (next[key] !== d[key]) Object.assign(changes, { [key]: next[key] });
  return changes;
}

interface DoctorModalProps {
  /** Absent: a new doctor. */
  doctor?: ConsoleDoctor;
  departments: ConsoleDepartment[];
  onClose: () => void;
}

export function DoctorModal({ doctor, departments, onClose }: DoctorModalProps) {
  const [form] = Form.useForm<DoctorValues>();
  const { message } = App.useApp();
  const create = useCreateDoctor();
  const update = useUpdateDoctor();
  const photoUrl = Form.useWatch('photoUrl', form);

  const onError = (error: unknown) => showFormError(form, FIELDS, withFeeField(error), message);

  const submit = (values: DoctorValues) => {
    const input = inputOf(values);
    if (!doctor) {
      create.mutate(input, {
        onSuccess: (created) => {
          void message.success(`已新建医生 ${created.name}`);
          onClose();
        },
        onError,
      });
      return;
    }
    const changes = changesOf(doctor, input);
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

  // A doctor moves between departments of its own facility only (sessions carry the facility).
  const choices = departments.filter((d) => !doctor || d.facilityId === doctor.facilityId);

  return (
    <Modal
      open
      width={720}
      title={doctor ? `编辑医生：${doctor.name}` : '新建医生'}
      okText={doctor ? '保存' : '创建'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      mask={{ closable: false }}
      okButtonProps={{ 'data-testid': 'doctor-form-submit' }}
    >
      <Form<DoctorValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        autoComplete="off"
        style={{ marginTop: 16 }}
        initialValues={
          doctor
            ? {
                ...doctor,
                photoUrl: doctor.photoUrl ?? '',
                feeYuan: feeInputText(doctor.registrationFeeFen),
              }
            : { introduction: '', photoUrl: '', staffId: null }
        }
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="医生姓名"
              name="name"
              rules={[
                { required: true, whitespace: true, message: '请输入医生姓名' },
                contractRule(rules?.name),
              ]}
            >
              <Input maxLength={20} data-testid="doctor-form-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="职称"
              name="title"
              rules={[
                { required: true, whitespace: true, message: '请输入职称' },
                contractRule(rules?.title),
              ]}
            >
              <Input maxLength={20} placeholder="如：主治医师" data-testid="doctor-form-title" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="科室" name="departmentId" rules={[{ required: true, message: '请选择科室' }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="请选择科室"
                options={choices.map((d) => ({
                  value: d.departmentId,
                  label: d.status === 'open' ? d.name : `${d.name}（已关闭）`,
                }))}
                data-testid="doctor-form-department"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="挂号费（元）"
              name="feeYuan"
              required
              extra="家长预约时支付的金额，免费请填 0"
              rules={[feeRule]}
            >
              <Input prefix="¥" maxLength={9} placeholder="如 25.50" data-testid="doctor-form-fee" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="擅长"
          name="speciality"
          rules={[
            { required: true, whitespace: true, message: '请输入擅长' },
            contractRule(rules?.speciality),
          ]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="doctor-form-speciality" />
        </Form.Item>
        <Form.Item label="简介" name="introduction" rules={[contractRule(rules?.introduction)]}>
          <Input.TextArea rows={3} maxLength={2000} showCount data-testid="doctor-form-introduction" />
        </Form.Item>
        <Form.Item
          label="照片地址"
          name="photoUrl"
          extra="以 https:// 或 / 开头的图片地址，不填则显示默认头像"
          rules={[
            {
              validator: async (_rule: unknown, value: unknown) => {
                const text = typeof value === 'string' ? value.trim() : '';
                if (text) await contractRule(rules?.photoUrl).validator(_rule, text);
              },
            },
          ]}
        >
          <Input
            maxLength={500}
            prefix={
              <Avatar size="small" src={photoUrl?.trim() || undefined}>
                医
              </Avatar>
            }
            data-testid="doctor-form-photo-url"
          />
        </Form.Item>
        <Form.Item
          label="关联医生账号（可选）"
          name="staffId"
          extra="该账号登录工作台后可查看这位医生的今日就诊；新账号由系统管理员在账号管理中创建"
        >
          <StaffAccountField
            doctorId={doctor?.doctorId}
            current={doctor?.staffId ? { staffId: doctor.staffId, staffName: doctor.staffName } : null}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The server names `registrationFeeFen`; the form's field is the yuan text, so its message goes there. */
function withFeeField(error: unknown): unknown {
  if (!isApiError(error) || error.fields.registrationFeeFen === undefined) return error;
  const { registrationFeeFen, ...rest } = error.fields;
  return new ApiError(error.code, error.msg, { fields: { ...rest, feeYuan: registrationFeeFen } });
}
