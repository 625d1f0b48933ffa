import type { ClinicStopOutcome, ConsoleSession } from '@sprout/contract';
import { Alert, App } from 'antd';
import { useState } from 'react';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useSessionList } from '../api/list-sessions.ts';
import { useReopenSession } from '../api/reopen-session.ts';
import { readSessionFilters } from '../utils/list-filters.ts';
import { describeStopOutcome, updateSelection } from '../utils/session-selection.ts';
import { SessionTable } from './session-table.tsx';
import { SessionToolbar } from './session-toolbar.tsx';
import { StopSessionsModal } from './stop-sessions-modal.tsx';

type StopReport = { outcome: ClinicStopOutcome; failure?: string };

/** Generated clinics: filter, stop one or several (parents told and refunded), reopen. */
export function SessionManagement() {
  const { query, filter, paging } = useListParams({ readFilters: readSessionFilters });
  const sessions = useSessionList(query);
  const reopen = useReopenSession();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<ConsoleSession[]>([]);
  const [toStop, setToStop] = useState<ConsoleSession[] | null>(null);
  const [report, setReport] = useState<StopReport | null>(null);

  const onReopen = (s: ConsoleSession) =>
    reopen.mutate(s.sessionId, {
      onSuccess: () => void message.success(`已恢复 ${s.date} ${s.doctorName} 的出诊`),
      onError: (error) => void message.error(error.message),
    });

  const onStopped = (outcome: ClinicStopOutcome, failure?: string) => {
    const tried = toStop ?? [];
    setReport({ outcome, failure });
    setToStop(null);
    setSelected((current) => updateSelection(current, tried, false));
  };

  return (
    <>
      <SessionToolbar
        filters={query}
        selectedCount={selected.length}
        onFilter={filter}
        onStopSelected={() => setToStop(selected)}
      />
      {report && (
        <Alert
          type={report.failure ? 'warning' : 'success'}
          showIcon
          closable={{ onClose: () => setReport(null) }}
          style={{ marginBottom: 16 }}
          data-testid="stop-outcome"
          title={describeStopOutcome(report.outcome)}
          description={report.failure ? `其余出诊未能停诊：${report.failure}` : undefined}
        />
      )}
      <SessionTable
        list={sessions}
        paging={paging}
        selectedIds={selected.map((s) => s.sessionId)}
        reopeningId={reopen.isPending ? reopen.variables : undefined}
        onSelect={(rows, isSelected) => setSelected((current) => updateSelection(current, rows, isSelected))}
        onStop={(s) => setToStop([s])}
        onReopen={onReopen}
      />
      {toStop && <StopSessionsModal sessions={toStop} onClose={() => setToStop(null)} onDone={onStopped} />}
    </>
  );
}
