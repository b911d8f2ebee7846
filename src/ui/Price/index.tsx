import { COPY } from '../../config/copy';
import { priceView, type PriceOptions } from '../../lib/money';
import productStyles from '../styles/product.module.css';

interface Props extends PriceOptions {
  /** yuan */
  amount: number;
  /** The server's unit (元/年起, 元/月, 元); shown without its 元. */
  unit?: string;
  signClassName?: string;
  figureClassName?: string;
  /** The unit's look; the shared small grey unit when not given. */
  unitClassName?: string;
  /** The look of 免费领取; the figure's when not given. */
  freeClassName?: string;
  /** On the figure, or on 免费领取. */
  testId?: string;
  /** What a price of nothing says, where 免费领取 would not fit (a service's fee: 免费). */
  freeText?: string;
}

/**
 * A price in the site's one style (lib/money.ts): ¥, the figure in a <strong>, the unit in a
 * <small>; a free one says 免费领取, once. The parts are the caller's children, so its stylesheet
 * lays them out.
 */
export function Price({
  amount,
  unit,
  exact,
  signClassName,
  figureClassName,
  unitClassName,
  freeClassName,
  testId,
  freeText = COPY.price.free,
}: Props) {
  const view = priceView(amount, unit, { exact });
  if (view.free) {
    return (
      <strong className={freeClassName ?? figureClassName} data-testid={testId}>
        {freeText}
      </strong>
    );
  }
  return (
    <>
      <span className={signClassName}>{view.sign}</span>
      <strong className={figureClassName} data-testid={testId}>
        {view.figure}
      </strong>
      {view.unit ? (
        <small className={unitClassName ?? productStyles.unit}>{view.unit}</small>
      ) : null}
    </>
  );
}
