import { DoctorAvatar } from '../../../components/doctor-avatar.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useClickThrottle } from '../../../lib/throttle.ts';
import { useCarouselDoctors } from '../api/use-carousel-doctors.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { consultStrings as t } from '../strings.ts';
import styles from './carousel.module.css';
import { OnlineBadge } from './online-badge.tsx';

/**
 * The home page's doctors (on duty first, then by rating), each opening 医生主页. Plain CSS scroll
 * snapping rather than a swiper: home is the first screen and must stay light. Hidden when no doctor
 * offers consultations or the call fails: home works without it.
 */
export const DoctorCarousel = () => {
  const router = useAppRouter();
  const doctors = useCarouselDoctors();
  const open = useClickThrottle((path: string, doctorId?: number) =>
    router.navigate(path, doctorId === undefined ? undefined : { doctorId }),
  );
  const list = doctors.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.carousel} aria-labelledby="home-doctors" data-testid="home-doctors">
      <div className={styles.carouselHead}>
        <h2 id="home-doctors" className={styles.carouselTitle}>
          {t.carouselTitle}
        </h2>
        <button type="button" className={styles.more} onClick={() => open(CONSULT_ROUTES.doctor)}>
          {t.carouselMore}
        </button>
      </div>
      <div className={styles.track}>
        {list.map((d) => (
          <button
            key={d.doctorId}
            type="button"
            className={styles.slide}
            data-testid={`home-doctor-${d.doctorId}`}
            onClick={() => open(CONSULT_ROUTES.managerInfo, d.doctorId)}
          >
            <DoctorAvatar name={d.name} photoUrl={d.photoUrl} size={48} tone="soft" />
            <span className={styles.slideName}>{d.name}</span>
            <span className={styles.slideMeta}>
              {d.title} · {d.deptName}
            </span>
            <OnlineBadge isOnline={d.isOnline} />
          </button>
        ))}
      </div>
    </section>
  );
};
