import { TRIAL_COPY } from '../../config/copy-trial';
import { isMonthlyUnit, MONTHS_A_YEAR, yearOfMonthly } from '../../lib/money';
import { Price } from '../../ui/Price';
import styles from './MonthlyTerms.module.css';

const TEXT = TRIAL_COPY.trial.monthly;

/**
 * What a monthly premium (unit 元/月) comes to and how it is collected, said wherever one is shown
 * to be chosen or paid (the trial, the confirmation, Pay): the year's twelve payments added up,
 * and 首月支付，次月起每月自动扣款. Nothing for any other unit, so a caller passes every premium.
 */
export function MonthlyTerms({
  premium,
  unit,
  className,
}: {
  premium: number;
  unit: string;
  className?: string;
}) {
  if (!isMonthlyUnit(unit)) return null;
  return (
    <div className={`${styles.terms} ${className ?? ''}`} data-testid="monthly-terms">
      <span className={styles.total}>
        {TEXT.yearTotal(MONTHS_A_YEAR)}
        <Price
          amount={yearOfMonthly(premium)}
          unit="元/年"
          unitClassName={styles.unit}
          figureClassName={styles.figure}
          exact
        />
      </span>
      <span className={styles.collection}>{TEXT.collection}</span>
    </div>
  );
}
