import type { ConsoleDoctor } from '@sprout/contract';
import { Alert, App, Select } from 'antd';
import { useState } from 'react';
import { useAllDepartments } from '../api/list-departments.ts';
import { type DoctorListQuery, useDoctorList } from '../api/list-doctors.ts';
import { useSetDoctorStatus } from '../api/set-doctor-status.ts';
import { keywordOf, oneOf, positiveInt, useListParams } from '../hooks/use-list-params.ts';
import { DOCTOR_STATUS_EFFECT } from '../strings.ts';
import { DoctorModal } from './doctor-modal.tsx';
import { DoctorQrModal } from './doctor-qr-modal.tsx';
import { DoctorTable } from './doctor-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { DOCTOR_STATUS_OPTIONS } from './status-badge.tsx';

type Filters = Omit<DoctorListQuery, 'pageNum' | 'pageSize'>;
const readFilters = (params: URLSearchParams): Filters => ({
  departmentId: positiveInt(params.get('departmentId')),
  status: oneOf(params.get('status'), ['active', 'stopped'] as const),
  keyword: keywordOf(params.get('keyword')),
});

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; doctor: ConsoleDoctor }
  | { kind: 'qr'; doctor: ConsoleDoctor }
  | null;

/** Doctors with filters and paging; create, edit, stop/resume and each doctor's booking QR code. */
export function DoctorManagement() {
  const { query, filter, page, pageSizes } = useListParams(readFilters);
  const doctors = useDoctorList(query);
  const departments = useAllDepartments();
  const departmentList = departments.data?.list ?? [];
  const setStatus = useSetDoctorStatus();
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);

  const confirmToggle = (doctor: ConsoleDoctor) => {
    const stopping = doctor.status === 'active';
    const effect = stopping ? DOCTOR_STATUS_EFFECT.stop : DOCTOR_STATUS_EFFECT.resume;
    void modal.confirm({
      title: stopping ? `停用医生「${doctor.name}」？` : `启用医生「${doctor.name}」？`,
      content: (
        <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }} data-testid="doctor-status-effect">
          {effect.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
      okText: stopping ? '停用' : '启用',
      okButtonProps: { danger: stopping, 'data-testid': 'doctor-status-confirm' },
      cancelText: '取消',
      width: 480,
      onOk: () =>
        setStatus.mutateAsync(
          { doctorId: doctor.doctorId, status: stopping ? 'stopped' : 'active' },
          {
            onSuccess: () =>
              void message.success(stopping ? `已停用 ${doctor.name}` : `已启用 ${doctor.name}`),
            onError: (error) => void message.error(error.message),
          },
        ),
    });
  };

  return (
    <>
      <ListToolbar
        testIdPrefix="doctor"
        keyword={query.keyword}
        searchPlaceholder="搜索医生姓名或擅长"
        onSearch={(keyword) => filter({ keyword })}
        createLabel="新建医生"
        onCreate={() => setDialog({ kind: 'create' })}
        filters={
          <>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="全部科室"
              style={{ width: 200 }}
              value={query.departmentId}
              onChange={(departmentId) => filter({ departmentId })}
              options={departmentList.map((d) => ({ value: d.departmentId, label: d.name }))}
              loading={departments.isPending}
              data-testid="doctor-filter-department"
            />
            <Select
              allowClear
              placeholder="全部状态"
              style={{ width: 140 }}
              value={query.status}
              onChange={(status) => filter({ status })}
              options={DOCTOR_STATUS_OPTIONS}
              data-testid="doctor-filter-status"
            />
          </>
        }
      />
      {doctors.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={doctors.error.message} />
      )}
      <DoctorTable
        rows={doctors.data?.list ?? []}
        total={doctors.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        pageSizes={pageSizes}
        isLoading={doctors.isFetching}
        onPageChange={page}
        onEdit={(doctor) => setDialog({ kind: 'edit', doctor })}
        onToggleStatus={confirmToggle}
        onQrCode={(doctor) => setDialog({ kind: 'qr', doctor })}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <DoctorModal
          doctor={dialog.kind === 'edit' ? dialog.doctor : undefined}
          departments={departmentList}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'qr' && <DoctorQrModal doctor={dialog.doctor} onClose={() => setDialog(null)} />}
    </>
  );
}
