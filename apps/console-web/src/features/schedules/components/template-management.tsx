import type { ConsoleTemplate } from '@sprout/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDeleteTemplate } from '../api/delete-template.ts';
import { useTemplateList } from '../api/list-templates.ts';
import { readTemplateFilters } from '../utils/list-filters.ts';
import { WEEKDAY_OPTIONS } from '../utils/template-preview.ts';
import { DoctorSelect } from './doctor-select.tsx';
import { GenerateSessionsModal } from './generate-sessions-modal.tsx';
import { TemplateFormModal } from './template-form-modal.tsx';
import { TemplateTable } from './template-table.tsx';

type Dialog = { kind: 'create' } | { kind: 'edit'; template: ConsoleTemplate } | { kind: 'generate' } | null;

/** Doctors' weekly rows with their filters, the add/edit dialog and 生成号源. */
export function TemplateManagement() {
  const { query, filter, paging } = useListParams({ readFilters: readTemplateFilters });
  const templates = useTemplateList(query);
  const remove = useDeleteTemplate();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const onDelete = (t: ConsoleTemplate) =>
    remove.mutate(t.templateId, {
      onSuccess: () => void message.success('已删除该排班'),
      onError: (error) => void message.error(error.message),
    });

  return (
    <>
      <ListToolbar
        filters={
          <>
            <DoctorSelect
              allowClear
              placeholder="全部医生"
              label="医生"
              value={query.doctorId}
              onChange={(doctorId) => filter({ doctorId })}
              testId="template-filter-doctor"
            />
            <FilterSelect
              label="星期"
              placeholder="全部星期"
              value={query.weekday}
              onChange={(weekday) => filter({ weekday })}
              options={WEEKDAY_OPTIONS}
              testId="template-filter-weekday"
            />
          </>
        }
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'generate' })} data-testid="template-generate">
              生成号源
            </Button>
            <Button
              type="primary"
              onClick={() => setDialog({ kind: 'create' })}
              data-testid="template-create"
            >
              新增排班
            </Button>
          </>
        }
      />
      <TemplateTable
        list={templates}
        paging={paging}
        deletingId={remove.isPending ? remove.variables : undefined}
        onEdit={(template) => setDialog({ kind: 'edit', template })}
        onDelete={onDelete}
      />
      {dialog?.kind === 'create' && (
        <TemplateFormModal
          onClose={close}
          onSaved={(saved) => {
            // Show the doctor's week with the new row in it (the full list is sorted by doctor).
            if (query.doctorId !== saved.doctorId) filter({ doctorId: saved.doctorId, weekday: undefined });
          }}
        />
      )}
      {dialog?.kind === 'edit' && <TemplateFormModal template={dialog.template} onClose={close} />}
      {dialog?.kind === 'generate' && <GenerateSessionsModal doctorId={query.doctorId} onClose={close} />}
    </>
  );
}
