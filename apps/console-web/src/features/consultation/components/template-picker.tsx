import { App, Button, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useDeleteSummaryTemplate } from '../api/delete-summary-template.ts';
import { useSummaryTemplates } from '../api/list-summary-templates.ts';
import type { SummaryValues } from './summary-fields.tsx';

/** 插入模板: one of my templates fills the summary form; a template no longer wanted is deleted here. */
export function TemplatePicker({ onInsert }: { onInsert: (values: SummaryValues) => void }) {
  const templates = useSummaryTemplates();
  const remove = useDeleteSummaryTemplate();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<number | undefined>();
  const template = templates.data?.find((t) => t.templateId === chosen);
  return (
    <Space wrap>
      <Select<number>
        aria-label="小结模板"
        placeholder={templates.data?.length === 0 ? '还没有模板' : '选择小结模板'}
        style={{ width: 220 }}
        value={chosen}
        loading={templates.isLoading}
        onChange={setChosen}
        options={(templates.data ?? []).map((t) => ({ value: t.templateId, label: t.title }))}
        data-testid="consult-template-select"
      />
      <Button
        disabled={!template}
        onClick={() =>
          template &&
          onInsert({
            findings: template.findings,
            advice: template.advice,
            watchFor: template.watchFor,
            returnAdvice: template.returnAdvice,
          })
        }
        data-testid="consult-template-insert"
      >
        插入模板
      </Button>
      <Popconfirm
        title="删除这个模板？"
        okText="删除"
        okButtonProps={{ danger: true }}
        disabled={!template}
        onConfirm={() =>
          template &&
          remove.mutate(
            { templateId: template.templateId },
            {
              onSuccess: () => {
                setChosen(undefined);
                void message.success(`已删除模板「${template.title}」`);
              },
              onError: (error) => void message.error(error.message),
            },
          )
        }
      >
        <Button type="text" danger disabled={!template}>
          删除模板
        </Button>
      </Popconfirm>
    </Space>
  );
}
