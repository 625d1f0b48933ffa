import type { api, ResponseOf } from '@sprout/contract';
import Button from 'antd-mobile/es/components/button';
import { DoctorHero } from '../../../components/doctor-hero.tsx';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { fetchReviewPage } from '../api/fetch-reviews.ts';
import { consultKeys } from '../api/query-keys.ts';
import { useDoctorHome } from '../api/use-doctor-home.ts';
import { useDoctorStatus } from '../api/use-doctor-status.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { consultStrings as t } from '../strings.ts';
import { priceText } from '../utils/price.ts';
import styles from './doctor-home.module.css';
import { LoadFailed, Loading } from './status-views.tsx';
import { OnlineBadge } from './online-badge.tsx';
import { RatingSummary, ReviewItem } from './reviews.tsx';
import { ServiceFacts } from './service-facts.tsx';

type DoctorHomeData = ResponseOf<typeof api.consultation.doctorHome>;

/** 医生主页 (?doctorId=): who the doctor is, the 图文问诊 service, the month schedule, ratings and reviews. */
export const DoctorHome = ({ doctorId }: { doctorId: number | null }) => {
  const home = useDoctorHome(doctorId);
  if (doctorId === null)
    return <EmptyWithWay tip={t.noDoctorLink} way={{ label: t.toFindDoctor, path: CONSULT_ROUTES.doctor }} />;
  if (home.isLoading) return <Loading />;
  if (!home.data) return <LoadFailed onRetry={() => void home.refetch()} />;
  return <DoctorHomeBody data={home.data} />;
};

const DoctorHomeBody = ({ data }: { data: DoctorHomeData }) => {
  const router = useAppRouter();
  const { doctor, service } = data;
  const status = useDoctorStatus(doctor.doctorId);
  const isOnline = status.data?.isOnline ?? doctor.isOnline;
  const header = <DoctorHomeHeader data={data} isOnline={isOnline} />;
  return (
    <div className={styles.page}>
      <PagedList
        queryKey={consultKeys.reviews(doctor.doctorId)}
        fetchPage={(pageNum, pageSize) => fetchReviewPage(doctor.doctorId, pageNum, pageSize)}
        keyOf={(r) => r.evaluationId}
        renderItem={(r) => <ReviewItem review={r} />}
        header={header}
        refreshable={false}
        empty={<p className={styles.noReviews}>{t.noReviews}</p>}
      />
      <div className={`sp-bottom-bar ${styles.bar}`}>
        <span className={styles.barPrice}>
          {t.ask} <strong>{service ? priceText(service.priceFen) : '—'}</strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          disabled={!service}
          className={styles.barButton}
          data-testid="doctor-home-ask"
          onClick={() => router.navigate(CONSULT_ROUTES.addSubmit, { doctorId: doctor.doctorId })}
        >
          {service ? t.askNow : t.serviceOff}
        </Button>
      </div>
    </div>
  );
};

/** The doctor, the service, the schedule link and the rating summary, above the reviews. */
const DoctorHomeHeader = ({ data, isOnline }: { data: DoctorHomeData; isOnline: boolean }) => {
  const router = useAppRouter();
  const { doctor, service } = data;
  return (
    <>
      <DoctorHero avatar={{ name: doctor.name, photoUrl: doctor.photoUrl, size: 64, tone: 'soft' }}>
        <div className={styles.nameRow}>
          <h1 className={styles.name}>{doctor.name}</h1>
          <span className={styles.title}>{doctor.title}</span>
          <OnlineBadge isOnline={isOnline} testId="doctor-home-online" />
        </div>
        <div className={styles.meta}>{doctor.deptName}</div>
        <div className={styles.meta}>
          {t.rating(doctor.rating)} · {t.answered(doctor.answeredCount)}
        </div>
      </DoctorHero>
      <PageSection title={t.introduction}>
        <p className={styles.text}>
          <strong>{t.good}</strong>
          {doctor.speciality}
        </p>
        <p className={styles.text} data-testid="doctor-home-intro">
          {doctor.introduction}
        </p>
      </PageSection>
      <PageSection title={t.service}>
        {service ? <ServiceFacts service={service} /> : <p className={styles.text}>{t.serviceOff}</p>}
      </PageSection>
      <PageSection title={t.schedule}>
        <button
          type="button"
          className={styles.rowLink}
          data-testid="doctor-home-schedule"
          onClick={() => router.navigate(CONSULT_ROUTES.scheduling, { doctorId: doctor.doctorId })}
        >
          <span>{t.scheduleHint}</span>
          <span className={styles.next}>{t.nextClinic(doctor.nextClinicDay)} ›</span>
        </button>
      </PageSection>
      <PageSection title={t.ratingSummary}>
        <RatingSummary summary={data.ratingSummary} />
      </PageSection>
    </>
  );
};
