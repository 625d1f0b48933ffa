import type { ClinicStopOutcome, ConsoleSession } from '@sprout/contract';
import { Alert, App } from 'antd';
import { useState } from 'react';
import { useSessionList } from '../api/list-sessions.ts';
import { useReopenSession } from '../api/reopen-session.ts';
import { useSessionFilters } from '../hooks/use-session-filters.ts';
import { describeStopOutcome, updateSelection } from '../utils/session-selection.ts';
import { SessionTable } from './session-table.tsx';
import { SessionToolbar } from './session-toolbar.tsx';
import { StopSessionsModal } from './stop-sessions-modal.tsx';

type StopReport = { outcome: ClinicStopOutcome; failure?: string };

/** Generated clinics: filter, stop one or several (parents told and refunded), reopen. */
export function SessionManagement() {
  const { query, update, pageSizes } = useSessionFilters();
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
        query={query}
        selectedCount={selected.length}
        onChange={update}
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
      {sessions.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={sessions.error.message} />
      )}
      <SessionTable
        rows={sessions.data?.list ?? []}
        total={sessions.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        pageSizes={pageSizes}
        isLoading={sessions.isFetching}
        selectedIds={selected.map((s) => s.sessionId)}
        reopeningId={reopen.isPending ? reopen.variables : undefined}
        onSelect={(rows, isSelected) => setSelected((current) => updateSelection(current, rows, isSelected))}
        onPageChange={(pageNum, pageSize) =>
          update({ pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize })
        }
        onStop={(s) => setToStop([s])}
        onReopen={onReopen}
      />
      {toStop && <StopSessionsModal sessions={toStop} onClose={() => setToStop(null)} onDone={onStopped} />}
    </>
  );
}
