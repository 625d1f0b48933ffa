import type { ConsoleDoctor } from '@sprout/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { keywordOf, oneOf, positiveInt } from '../../../lib/list-params.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useAllDepartments } from '../api/list-departments.ts';
import { type DoctorListQuery, useDoctorList } from '../api/list-doctors.ts';
import { useSetDoctorStatus } from '../api/set-doctor-status.ts';
import { DOCTOR_STATUS_EFFECT } from '../strings.ts';
import { DoctorModal } from './doctor-modal.tsx';
import { DoctorQrModal } from './doctor-qr-modal.tsx';
import { DoctorTable } from './doctor-table.tsx';
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
  const { query, filter, paging } = useListParams({ readFilters });
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
        search={{
          keyword: query.keyword,
          placeholder: '搜索医生姓名或擅长',
          label: '搜索医生',
          onSearch: (keyword) => filter({ keyword }),
          testId: 'doctor-filter-keyword',
        }}
        filters={
          <>
            <FilterSelect
              label="科室"
              placeholder="全部科室"
              width={200}
              searchable
              value={query.departmentId}
              onChange={(departmentId) => filter({ departmentId })}
              options={departmentList.map((d) => ({ value: d.departmentId, label: d.name }))}
              loading={departments.isPending}
              testId="doctor-filter-department"
            />
            <FilterSelect
              label="状态"
              placeholder="全部状态"
              value={query.status}
              onChange={(status) => filter({ status })}
              options={DOCTOR_STATUS_OPTIONS}
              testId="doctor-filter-status"
            />
          </>
        }
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="doctor-create">
            新建医生
          </Button>
        }
      />
      <DoctorTable
        list={doctors}
        paging={paging}
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
