import type { Baby } from '@sprout/contract';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { type ChartType, useBabyPoints, useStandardLine } from '../api/use-growth-chart.ts';
import { useChartView } from '../hooks/use-chart-view.ts';
import { GROWTH_ROUTES } from '../routes.ts';
import { growthStrings as s } from '../strings.ts';
import { ageTick, buildChartData, type ChartRange, type ChildPoint } from '../utils/chart-data.ts';
import { CENTILE_COLORS, CHILD_COLOR, CORRECTED_COLOR, GrowthChart, PENDING_COLOR } from './growth-chart.tsx';
import { chartPoints, PointStepper } from './point-stepper.tsx';
import { ReferenceSwitch } from './reference-switch.tsx';
import styles from './growth-chart.module.css';
import page from './growth.module.css';

const TYPES: readonly ChartType[] = ['height', 'weight', 'bmi', 'head'];
const RANGES: readonly ChartRange[] = ['0-3', '0-7', '0-18'];
const UNIT_TEXT: Readonly<Record<ChartType, string>> = {
  height: '厘米',
  weight: '公斤',
  bmi: 'kg/m²',
  head: '厘米',
};

const Segmented = <T extends string>({
  items,
  value,
  label,
  onChange,
  testId,
}: {
  items: readonly T[];
  value: T;
  label: (item: T) => string;
  onChange(item: T): void;
  testId: string;
}) => (
  <div className={styles.segmented} role="tablist">
    {items.map((item) => (
      <button
        key={item}
        type="button"
        role="tab"
        aria-selected={item === value}
        className={item === value ? `${styles.segment} ${styles.segmentOn}` : styles.segment}
        data-testid={`${testId}-${item}`}
        onClick={() => onChange(item)}
      >
        {label(item)}
      </button>
    ))}
  </div>
);

const PointCard = ({ point, unit }: { point: ChildPoint; unit: string }) => (
  <div className={styles.pointCard} data-testid="growth-point-card">
    <div className={styles.pointRow}>
      <span>{s.pointDate}</span>
      <b>{point.date}</b>
    </div>
    <div className={styles.pointRow}>
      <span>{s.pointAge}</span>
      <b>{point.ageLabel}</b>
    </div>
    <div className={styles.pointRow}>
      <span>{s.pointValue}</span>
      <b>
        {point.value} {unit}
      </b>
    </div>
    <div className={styles.pointRow}>
      <span>{s.pointPercentile}</span>
      <b>{point.percentileText}</b>
    </div>
    {point.pending ? (
      <div className={styles.pointNote} data-testid="growth-point-pending">
        {s.pendingPointNote}
      </div>
    ) : (
      <div className={styles.pointRow}>
        <span>{s.pointZ}</span>
        <b>{point.z === null ? '—' : point.z.toFixed(2)}</b>
      </div>
    )}
    {point.corrected ? (
      <>
        <div className={styles.pointRow}>
          <span>{s.pointCorrectedAge}</span>
          <b>{point.corrected.ageLabel ?? '—'}</b>
        </div>
        <div className={styles.pointRow}>
          <span>{s.pointCorrectedPercentile}</span>
          <b>{point.corrected.percentileText}</b>
        </div>
      </>
    ) : null}
    <div className={styles.pointRow}>
      <span>{s.pointSource}</span>
      <b>{point.source === 'home' ? s.homePoint : s.clinicPoint}</b>
    </div>
  </div>
);

/**
 * 生长曲线: one indicator of the current baby against the reference's percentile lines. The chart stays
 * on the page while the indicator, range or baby changes, and is given the new data.
 */
export const ChartView = ({ baby }: { baby: Baby }) => {
  const router = useAppRouter();
  const { type, range, showAll, selected, setType, setRange, setShowAll, setSelected } = useChartView(baby);
  const lines = useStandardLine(baby.babyId, type, range);
  const points = useBabyPoints(baby.babyId, type);

  const data = useMemo(
    () =>
      lines.data && points.data
        ? buildChartData(lines.data.lines, points.data.points, range, showAll, lines.data.segments)
        : null,
    [lines.data, points.data, range, showAll],
  );
  const band = useMemo(
    () =>
      type === 'height' && range === '0-18' && baby.geneticHeight !== null
        ? {
            lowCm: Math.round((baby.geneticHeight - 6.5) * 10) / 10,
            highCm: Math.round((baby.geneticHeight + 6.5) * 10) / 10,
          }
        : null,
    [type, range, baby.geneticHeight],
  );
  const unit = UNIT_TEXT[type];
  const stepped = useMemo(() => (data ? chartPoints(data) : []), [data]);
  const noPoints = points.data !== undefined && points.data.points.length === 0;

  return (
    <div className={page.card}>
      <div className={styles.controls}>
        <Segmented
          items={TYPES}
          value={type}
          label={(t) => s.tabs[t]}
          testId="growth-tab"
          onChange={setType}
        />
        <Segmented
          items={RANGES}
          value={range}
          label={(r) => s.ranges[r]}
          testId="growth-range"
          onChange={setRange}
        />
      </div>
      {noPoints ? (
        <EmptyState tip={s.emptyChart} variant="list">
          <button
            type="button"
            className={page.primaryButton}
            data-testid="growth-go-assess"
            onClick={() => router.navigate(GROWTH_ROUTES.assess)}
          >
            {s.goAssess}
          </button>
        </EmptyState>
      ) : (
        <>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={showAll}
              data-testid="growth-all-centiles"
              onChange={(e) => setShowAll(e.target.checked)}
            />
            {s.allCentiles}
          </label>
          <div className={styles.chartWrap}>
            <GrowthChart
              data={data}
              range={range}
              unit={unit}
              band={band}
              selectedKey={selected?.key ?? null}
              onSelect={setSelected}
              loadFailed={lines.isError || points.isError}
            />
          </div>
          <div className={styles.legend} data-testid="growth-legend">
            {(data?.lines ?? []).map((l) => (
              <span key={l.centile} className={styles.legendItem}>
                <i className={styles.legendLine} style={{ background: CENTILE_COLORS[l.centile] }} />
                {l.name}
              </span>
            ))}
            <span className={styles.legendItem}>
              <i className={styles.legendDot} style={{ borderColor: CHILD_COLOR }} />
              {s.homePoint}
            </span>
            <span className={styles.legendItem}>
              <i className={styles.legendDot} style={{ borderColor: CHILD_COLOR, background: CHILD_COLOR }} />
              {s.clinicPoint}
            </span>
            {data?.pending.some((v) => v !== null) ? (
              <span className={styles.legendItem} data-testid="growth-legend-pending">
                <i className={styles.legendDiamond} style={{ borderColor: PENDING_COLOR }} />
                {s.pendingPoint}
              </span>
            ) : null}
            {/* A tapped point's percentile was read against the old reference: let it go. */}
            <ReferenceSwitch onChanged={() => setSelected(null)} />
            {data && data.correctedLinks.length > 0 ? (
              <span className={styles.legendItem} data-testid="growth-legend-corrected">
                <i className={styles.legendDot} style={{ borderColor: CORRECTED_COLOR }} />
                {s.correctedPoint}
              </span>
            ) : null}
            {band ? (
              <span className={styles.legendItem}>
                <i className={styles.legendBand} />
                {s.geneticBand}
              </span>
            ) : null}
          </div>
          {data && data.stretches.length > 0 ? (
            <div className={page.minor} data-testid="growth-sources">
              {/* The ages each table is named with on the chart (a table that starts on the range's
                  last day draws no stretch: naming it would read "7岁–7岁"). */}
              {s.sources(
                data.stretches.map((x) => ({
                  source: x.source,
                  from: ageTick(x.fromAgeX),
                  to: ageTick(x.toAgeX),
                })),
              )}
            </div>
          ) : null}
          {data && data.correctedLinks.length > 0 ? (
            <div className={page.minor}>{s.correctedNoteChart}</div>
          ) : null}
          {data && data.outside > 0 ? <div className={page.minor}>{s.outOfRange(data.outside)}</div> : null}
          <PointStepper points={stepped} selected={selected} onSelect={setSelected} />
          {selected ? <PointCard point={selected} unit={unit} /> : null}
        </>
      )}
    </div>
  );
};
