import { Alert, App, Button, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useBoneAgeList } from '../api/list-bone-ages.ts';
import { type ConsoleMeasurementRow, useMeasurementList } from '../api/list-measurements.ts';
import { useConfirmMeasurement } from '../api/review-measurement.ts';
import { GROWTH_STRINGS } from '../strings.ts';
import { readMeasurementFilters } from '../utils/list-filters.ts';
import { AddBoneAgeModal } from './add-bone-age-modal.tsx';
import { AddMeasurementModal } from './add-measurement-modal.tsx';
import { BabyFinder } from './baby-finder.tsx';
import { BabyHeader } from './baby-header.tsx';
import { BoneAgeTable } from './bone-age-table.tsx';
import { DeleteMeasurementModal } from './delete-measurement-modal.tsx';
import { MeasurementTable } from './measurement-table.tsx';
import { PubertySection } from './puberty-section.tsx';
import { RemovePendingModal } from './remove-pending-modal.tsx';

/**
 * 生长测量: find a child, then its measurements (with percentiles and SD bands), bone ages and puberty
 * status, and enter new ones.
 */
export function GrowthMeasurements() {
  const { query, filter, paging } = useListParams({ readFilters: readMeasurementFilters });
  const { babyId, pageNum, pageSize } = query;
  const measurements = useMeasurementList(babyId === undefined ? undefined : { babyId, pageNum, pageSize });
  const boneAges = useBoneAgeList(babyId);
  const [modal, setModal] = useState<'measurement' | 'boneAge' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleMeasurementRow | null>(null);
  const [removing, setRemoving] = useState<ConsoleMeasurementRow | null>(null);
  const confirm = useConfirmMeasurement();
  const { message } = App.useApp();
  const baby = measurements.data?.baby;
  const hasPending = measurements.data?.list.some((m) => m.reviewState === 'pending') ?? false;
  const confirmRow = (m: ConsoleMeasurementRow) =>
    confirm.mutate(
      { measurementId: m.measurementId },
      {
        onSuccess: () => void message.success(`已核对 ${m.date} 的测量`),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <>
      <BabyFinder onPick={(id) => filter({ babyId: id })} />
      {babyId === undefined && <Empty description="请先查找儿童" style={{ marginTop: 48 }} />}
      {measurements.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={measurements.error.message} />
      )}
      {baby && measurements.data && (
        <>
          <BabyHeader baby={baby} reference={measurements.data.reference} />
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              marginBottom: 12,
            }}
          >
            <Typography.Title level={5} style={{ margin: 0 }}>
              测量记录
            </Typography.Title>
            <Button
              type="primary"
              onClick={() => setModal('measurement')}
              data-testid="growth-measurement-create"
            >
              录入测量
            </Button>
          </div>
          {hasPending && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={GROWTH_STRINGS.review.pendingHint}
              data-testid="growth-pending-hint"
            />
          )}
          <MeasurementTable
            list={measurements}
            paging={paging}
            onDelete={setDeleting}
            onConfirm={confirmRow}
            onRemovePending={setRemoving}
            confirmingId={confirm.isPending ? (confirm.variables?.measurementId ?? null) : null}
          />
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              margin: '24px 0 12px',
            }}
          >
            <Typography.Title level={5} style={{ margin: 0 }}>
              骨龄
            </Typography.Title>
            <Space>
              <Button onClick={() => setModal('boneAge')} data-testid="growth-bone-age-create">
                录入骨龄
              </Button>
            </Space>
          </div>
          {boneAges.isError && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} title={boneAges.error.message} />
          )}
          <BoneAgeTable rows={boneAges.data ?? []} isLoading={boneAges.isFetching} />
          {/* Keyed by child: a form or dialog open for one child never stays open for the next. */}
          <PubertySection key={baby.babyId} baby={baby} />
          {modal === 'measurement' && <AddMeasurementModal baby={baby} onClose={() => setModal(null)} />}
          {modal === 'boneAge' && <AddBoneAgeModal baby={baby} onClose={() => setModal(null)} />}
          {deleting && <DeleteMeasurementModal measurement={deleting} onClose={() => setDeleting(null)} />}
          {removing && <RemovePendingModal measurement={removing} onClose={() => setRemoving(null)} />}
        </>
      )}
    </>
  );
}
