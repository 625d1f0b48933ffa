import type { ConsoleDepartment } from '@sprout/contract';
import { Alert, Select } from 'antd';
import { useState } from 'react';
import { type DepartmentListQuery, useDepartmentList } from '../api/list-departments.ts';
import { useAllFacilities } from '../api/list-facilities.ts';
import { keywordOf, oneOf, positiveInt, useListParams } from '../hooks/use-list-params.ts';
import { DepartmentModal } from './department-modal.tsx';
import { DepartmentTable } from './department-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { OPEN_CLOSED_OPTIONS } from './status-badge.tsx';

type Filters = Omit<DepartmentListQuery, 'pageNum' | 'pageSize'>;
const readFilters = (params: URLSearchParams): Filters => ({
  facilityId: positiveInt(params.get('facilityId')),
  status: oneOf(params.get('status'), ['open', 'closed'] as const),
  keyword: keywordOf(params.get('keyword')),
});

type Dialog = { kind: 'create' } | { kind: 'edit'; department: ConsoleDepartment } | null;

/** Departments with filters, paging, the create/edit dialog and the quick open/close and sort actions. */
export function DepartmentManagement() {
  const { query, filter, page, pageSizes } = useListParams(readFilters);
  const departments = useDepartmentList(query);
  const facilities = useAllFacilities();
  const facilityList = facilities.data?.list ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      <ListToolbar
        testIdPrefix="department"
        keyword={query.keyword}
        searchPlaceholder="搜索科室名称"
        onSearch={(keyword) => filter({ keyword })}
        createLabel="新建科室"
        onCreate={() => setDialog({ kind: 'create' })}
        filters={
          <>
            {facilityList.length > 1 && (
              <Select
                allowClear
                placeholder="全部院区"
                style={{ width: 220 }}
                value={query.facilityId}
                onChange={(facilityId) => filter({ facilityId })}
                options={facilityList.map((f) => ({ value: f.facilityId, label: f.name }))}
                data-testid="department-filter-facility"
              />
            )}
            <Select
              allowClear
              placeholder="全部状态"
              style={{ width: 140 }}
              value={query.status}
              onChange={(status) => filter({ status })}
              options={OPEN_CLOSED_OPTIONS}
              data-testid="department-filter-status"
            />
          </>
        }
      />
      {departments.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={departments.error.message} />
      )}
      <DepartmentTable
        rows={departments.data?.list ?? []}
        facilities={facilityList}
        total={departments.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        pageSizes={pageSizes}
        isLoading={departments.isFetching}
        onPageChange={page}
        onEdit={(department) => setDialog({ kind: 'edit', department })}
      />
      {dialog && (
        <DepartmentModal
          department={dialog.kind === 'edit' ? dialog.department : undefined}
          facilities={facilityList}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
