import { DEFAULT_PAGE_SIZE } from '@sprout/domain';
import { Alert, Button, Descriptions, Empty, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../../components/paged-table.tsx';
import { positiveInt } from '../../../lib/list-params.ts';
import {
  type ConsoleEncounter,
  type ConsoleReportSummary,
  useDeleteReport,
  useEncounterList,
} from '../api/reports-api.ts';
import { REPORT_STRINGS as s } from '../strings.ts';
import { EncounterCard } from './encounter-card.tsx';
import { EncounterModal } from './encounter-modal.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { RecordQrModal } from './record-qr-modal.tsx';
import { ReportDrawer } from './report-drawer.tsx';
import { ReportModal } from './report-modal.tsx';

// Visits page by the spec's default size; the page is not kept in the URL: a record is opened afresh each time.
const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * 检查报告: find a child (with the finder the route hands in, the growth screens' one), then its visits
 * with their reports; enter visits, reports and PDF sheets.
 */
export function ReportsScreen({ finder }: { finder: (onPick: (babyId: number) => void) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const babyId = positiveInt(params.get('babyId'));
  const [pageNum, setPageNum] = useState(1);
  const list = useEncounterList(babyId === undefined ? undefined : { babyId, pageNum, pageSize: PAGE_SIZE });
  const [creatingVisit, setCreatingVisit] = useState(false);
  const [reportFor, setReportFor] = useState<ConsoleEncounter | null>(null);
  const [openReport, setOpenReport] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ConsoleReportSummary | null>(null);
  const [showingQr, setShowingQr] = useState(false);
  const removeReport = useDeleteReport();
  const data = list.data;
  const pick = (id: number) => {
    setPageNum(1);
    setParams({ babyId: String(id) }, { replace: true });
  };

  return (
    <>
      {finder(pick)}
      {babyId === undefined && <Empty description={s.findFirst} style={{ marginTop: 48 }} />}
      {list.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={list.error.message} />
      )}
      {data?.baby && (
        <Descriptions
          size="small"
          style={{ marginBottom: 12 }}
          data-testid="reports-baby"
          items={[
            {
              key: 'name',
              label: '儿童',
              children: `${data.baby.babyName}（${data.baby.sex}，${data.baby.age}）`,
            },
            { key: 'pid', label: '就诊卡号', children: data.pid ?? '未建档' },
            { key: 'phone', label: '监护人手机', children: data.baby.guardianPhone ?? '—' },
          ]}
        />
      )}
      {data && !data.recordLinked && <Alert type="warning" showIcon title={data.hint ?? s.notLinked} />}
      {data?.recordLinked && (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {s.visits}
            </Typography.Title>
            <Space>
              <Button onClick={() => setShowingQr(true)} data-testid="reports-record-qr">
                {s.recordQr}
              </Button>
              <Button
                type="primary"
                onClick={() => setCreatingVisit(true)}
                data-testid="reports-new-encounter"
              >
                {s.newEncounter}
              </Button>
            </Space>
          </div>
          {data.list.length === 0 && <Empty description={s.noEncounters} />}
          {data.list.map((e) => (
            <EncounterCard
              key={e.encounterId}
              encounter={e}
              onNewReport={() => setReportFor(e)}
              onOpen={setOpenReport}
              onDelete={setDeleting}
            />
          ))}
          <ListPager paging={{ pageNum, pageSize: PAGE_SIZE, onChange: setPageNum }} total={data.total} />
        </>
      )}
      {creatingVisit && babyId !== undefined && (
        <EncounterModal babyId={babyId} onClose={() => setCreatingVisit(false)} />
      )}
      {showingQr && data?.pid && <RecordQrModal pid={data.pid} onClose={() => setShowingQr(false)} />}
      {reportFor && <ReportModal encounter={reportFor} onClose={() => setReportFor(null)} />}
      {openReport !== null && <ReportDrawer reportId={openReport} onClose={() => setOpenReport(null)} />}
      {deleting && (
        <ReasonModal
          title={`删除报告 ${deleting.name}`}
          note="删除后家长端不再显示这份报告及其报告单。请写明原因（如：录错了儿童）。"
          onSubmit={(reason) => removeReport.mutateAsync({ reportId: deleting.reportId, reason })}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
