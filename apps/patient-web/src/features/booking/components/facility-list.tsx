import { RightOutline } from 'antd-mobile-icons';
import { useCities } from '../api/use-cities.ts';
import { useFacilities } from '../api/use-facilities.ts';
import { bookingStrings as t } from '../strings.ts';
import styles from './choice-list.module.css';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed, Loading } from './status-views.tsx';

interface FacilityListProps {
  cityCode: string | null;
  onCity: (cityCode: string | null) => void;
  onChoose: (facilityId: number) => void;
}

/** Step 1: the clinics, each with address and running time; a city choice when clinics are in several cities. */
export const FacilityList = ({ cityCode, onCity, onChoose }: FacilityListProps) => {
  const cities = useCities();
  const facilities = useFacilities(cityCode);
  const cityList = cities.data ?? [];

  return (
    <>
      {cityList.length > 1 ? (
        <div className={styles.chips} role="tablist" aria-label={t.allCities}>
          {[{ cityCode: null, cityName: t.allCities }, ...cityList].map((city) => (
            <button
              key={city.cityCode ?? 'all'}
              type="button"
              role="tab"
              aria-selected={city.cityCode === cityCode}
              className={styles.chip}
              data-testid={`booking-city-${city.cityCode ?? 'all'}`}
              onClick={() => onCity(city.cityCode)}
            >
              {city.cityName}
            </button>
          ))}
        </div>
      ) : null}
      {facilities.isLoading ? <Loading /> : null}
      {facilities.isError ? <LoadFailed onRetry={() => void facilities.refetch()} /> : null}
      {facilities.data?.length === 0 ? <EmptyState variant="list" tip={t.noFacility} /> : null}
      <ul className={styles.list}>
        {facilities.data?.map((f) => (
          <li key={f.facilityId}>
            <button
              type="button"
              className={styles.card}
              data-testid={`booking-facility-${f.facilityId}`}
              onClick={() => onChoose(f.facilityId)}
            >
              <span className={styles.main}>
                <span className={styles.title}>{f.name}</span>
                <span className={styles.line}>
                  <span className={styles.key}>{t.address}</span>
                  {f.cityName && !f.address.includes(f.cityName) ? `${f.cityName} ` : ''}
                  {f.address}
                </span>
                <span className={styles.line}>
                  <span className={styles.key}>{t.runningTime}</span>
                  {f.runningTime}
                </span>
              </span>
              <RightOutline className={styles.chevron} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
};
