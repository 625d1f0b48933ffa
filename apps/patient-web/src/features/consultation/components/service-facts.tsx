import type { api, ResponseOf } from '@sprout/contract';
import { consultStrings as t } from '../strings.ts';
import { priceText } from '../utils/price.ts';
import { workingHoursLines } from '../utils/working-hours-text.ts';
import styles from './doctor-home.module.css';

type Service = NonNullable<ResponseOf<typeof api.consultation.doctorHome>['service']>;

/** The service as the parent reads it: price, reply window, free follow-ups, working hours. */
export const ServiceFacts = ({ service }: { service: Service }) => (
  <dl className={styles.facts} data-testid="doctor-home-service">
    <dt>{t.price}</dt>
    <dd className={styles.priceValue} data-testid="doctor-home-price">
      {priceText(service.priceFen)}
    </dd>
    <dt>{t.ask}</dt>
    <dd>{t.replyWindow(service.acceptMinutes, service.answerMinutes)}</dd>
    <dt>{t.followUpTitle}</dt>
    <dd>{t.followUp(service.followUpMessages, service.followUpHours)}</dd>
    <dt>{t.workingHours}</dt>
    <dd>
      {workingHoursLines(service.workingHours).map((line) => (
        <span key={line.days} className={styles.period}>
          {line.days} {line.times}
        </span>
      ))}
    </dd>
  </dl>
);
