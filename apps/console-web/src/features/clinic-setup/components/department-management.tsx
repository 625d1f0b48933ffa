import type { ConsoleDepartment } from '@sprout/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { keywordOf, oneOf, positiveInt } from '../../../lib/list-params.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type DepartmentListQuery, useDepartmentList } from '../api/list-departments.ts';
import { useAllFacilities } from '../api/list-facilities.ts';
import { DepartmentModal } from './department-modal.tsx';
import { DepartmentTable } from './department-table.tsx';
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
  const { query, filter, paging } = useListParams({ readFilters });
  const departments = useDepartmentList(query);
  const facilities = useAllFacilities();
  const facilityList = facilities.data?.list ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      <ListToolbar
        search={{
          keyword: query.keyword,
          placeholder: '搜索科室名称',
          label: '搜索科室',
          onSearch: (keyword) => filter({ keyword }),
          testId: 'department-filter-keyword',
        }}
        filters={
          <>
            {facilityList.length > 1 && (
              <FilterSelect
                label="院区"
                placeholder="全部院区"
                width={220}
                value={query.facilityId}
                onChange={(facilityId) => filter({ facilityId })}
                options={facilityList.map((f) => ({ value: f.facilityId, label: f.name }))}
                testId="department-filter-facility"
              />
            )}
            <FilterSelect
              label="状态"
              placeholder="全部状态"
              value={query.status}
              onChange={(status) => filter({ status })}
              options={OPEN_CLOSED_OPTIONS}
              testId="department-filter-status"
            />
          </>
        }
        actions={
          <Button
            type="primary"
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="department-create"
          >
            新建科室
          </Button>
        }
      />
      <DepartmentTable
        list={departments}
        paging={paging}
        facilities={facilityList}
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
