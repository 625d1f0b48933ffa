import type { ConsoleTemplate } from '@sprout/contract';
import { Alert, App } from 'antd';
import { useState } from 'react';
import { useDeleteTemplate } from '../api/delete-template.ts';
import { useTemplateList } from '../api/list-templates.ts';
import { useTemplateFilters } from '../hooks/use-template-filters.ts';
import { GenerateSessionsModal } from './generate-sessions-modal.tsx';
import { TemplateFormModal } from './template-form-modal.tsx';
import { TemplateTable } from './template-table.tsx';
import { TemplateToolbar } from './template-toolbar.tsx';

type Dialog = { kind: 'create' } | { kind: 'edit'; template: ConsoleTemplate } | { kind: 'generate' } | null;

/** Doctors' weekly rows with their filters, the add/edit dialog and 生成号源. */
export function TemplateManagement() {
  const { query, update, pageSizes } = useTemplateFilters();
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
      <TemplateToolbar
        doctorId={query.doctorId}
        weekday={query.weekday}
        onDoctorChange={(doctorId) => update({ doctorId, pageNum: 1 })}
        onWeekdayChange={(weekday) => update({ weekday, pageNum: 1 })}
        onCreate={() => setDialog({ kind: 'create' })}
        onGenerate={() => setDialog({ kind: 'generate' })}
      />
      {templates.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={templates.error.message} />
      )}
      <TemplateTable
        rows={templates.data?.list ?? []}
        total={templates.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        pageSizes={pageSizes}
        isLoading={templates.isFetching}
        deletingId={remove.isPending ? remove.variables : undefined}
        onPageChange={(pageNum, pageSize) =>
          update({ pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize })
        }
        onEdit={(template) => setDialog({ kind: 'edit', template })}
        onDelete={onDelete}
      />
      {dialog?.kind === 'create' && (
        <TemplateFormModal
          onClose={close}
          onSaved={(saved) => {
            // Show the doctor's week with the new row in it (the full list is sorted by doctor).
            if (query.doctorId !== saved.doctorId)
              update({ doctorId: saved.doctorId, weekday: undefined, pageNum: 1 });
          }}
        />
      )}
      {dialog?.kind === 'edit' && <TemplateFormModal template={dialog.template} onClose={close} />}
      {dialog?.kind === 'generate' && <GenerateSessionsModal doctorId={query.doctorId} onClose={close} />}
    </>
  );
}
