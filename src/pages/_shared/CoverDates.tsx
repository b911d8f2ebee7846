import { FUNNEL_COPY } from '../../config/copy-funnel';
import { Fact } from '../../ui/Facts';

const TEXT = FUNNEL_COPY.cover;

/** `2026-11-24` -> `2026年11月24日`, as a policy prints it; anything else as it came. */
function longDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[1]}年${match[2]}月${match[3]}日` : date;
}

/**
 * 起保日期 and 终止日期 as the server states them (a quote's or an order's); nothing when it does
 * not. An end date of null after a start is lifelong cover. `ifPaidToday` marks the dates of an
 * order not paid yet.
 */
export function CoverDates({
  effectiveDate,
  endDate,
  ifPaidToday,
  className,
  labelClassName,
  valueClassName,
}: {
  effectiveDate: string | null;
  endDate: string | null;
  ifPaidToday?: boolean;
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  if (!effectiveDate) return null;
  const look = { className, labelClassName, valueClassName };
  return (
    <>
      <Fact label={TEXT.start} testId="cover-start" {...look}>
        {TEXT.startAt(longDate(effectiveDate))}
        {ifPaidToday ? TEXT.ifPaidToday : null}
      </Fact>
      <Fact label={TEXT.end} testId="cover-end" {...look}>
        {endDate ? TEXT.endAt(longDate(endDate)) : TEXT.lifelong}
      </Fact>
    </>
  );
}
