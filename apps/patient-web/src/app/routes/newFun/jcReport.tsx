import { useSearchParams } from 'wouter';
import { BabyPage } from '../../baby-page.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { REPORT_ROUTES } from '../../../features/inspection-reports/routes.ts';
import { EncounterList } from '../../../features/inspection-reports/components/baby-reports.tsx';
import { reportsNoBaby } from '../../../features/inspection-reports/components/no-baby.ts';
import { QrBindRecord } from '../../../features/inspection-reports/components/qr-bind-record.tsx';
import styles from '../../../features/inspection-reports/components/reports.module.css';

/** 报告查询; opened from a front desk's 档案二维码 it first offers to bind that record (recordQr). */
export default function JcReportPage() {
  const [params] = useSearchParams();
  const router = useAppRouter();
  const qrCode = params.get('recordQr');
  return (
    <BabyPage className={styles.page} noBaby={reportsNoBaby}>
      {(baby) => (
        <>
          {qrCode ? (
            <QrBindRecord
              key={`qr-${baby.babyId}`}
              qrCode={qrCode}
              baby={baby}
              // Bound or put off: the code leaves the address, so a reload or a share does not offer it again.
              onFinish={() => router.redirect(REPORT_ROUTES.list)}
            />
          ) : null}
          {/* One offer at a time: while the QR card is up, the SMS way to bind is not listed under it. */}
          <EncounterList key={baby.babyId} baby={baby} offerBinding={!qrCode} />
        </>
      )}
    </BabyPage>
  );
}
