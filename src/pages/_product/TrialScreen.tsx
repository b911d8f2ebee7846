import 'antd-mobile/es/global';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { PRODUCT_COPY } from '../../config/copy-product';
import { TRIAL_COPY } from '../../config/copy-trial';
import { familyOfPath, paths } from '../../config/paths';
import { buyPath, isFree } from '../../data/product/judge-product-feature';
import { readTrialDraft, writeTrialDraft } from '../../data/product/trial-draft';
import type { PayFrequency, Plan, ProductDetail, Quote, QuoteArgs } from '../../data/product/types';
import { ageOn, isDateInRange, type BirthRange } from '../../lib/date';
import { insuredBirthRange } from '../../data/insured/birth-range';
import { useQuote } from '../_shared/use-quote';
import { BottomSheet } from '../../ui/BottomSheet';
import { Button } from '../../ui/Button';
import { useHistoryLayer } from '../../ui/history-layer';
import { isMonthlyUnit } from '../../lib/money';
import { Price } from '../../ui/Price';
import { MonthlyTerms } from '../_shared/MonthlyTerms';
import { planSums } from '../_shared/sum-text';
import { ProductGate } from '../_shared/ProductGate';
import { CoverageTable } from './sections';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './TrialScreen.module.css';
import { DockFooter } from '../_shared/DockFooter';

const TEXT = TRIAL_COPY.trial;

/**
 * antd-mobile's date picker (about 38 kB) loads when the visitor first opens it; meanwhile a light
 * sheet says it is on its way, so the tap answers at once (its next frame) rather than when the
 * wheel has arrived (issue 26's INP row: 0.8 s at 4x CPU before).
 */
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

const DATE = 'YYYY-MM-DD';
const PICKER_START_AGE = 30;

interface Factors {
  planId: number;
  sumInsured: number;
  term: string;
  payFrequency: PayFrequency;
  birthDate?: string;
}

/** 3000000 -> 300万; amounts that are not whole 万 stay in 元. */
function formatSum(yuan: number): string {
  return yuan % 10000 === 0 ? `${yuan / 10000}万` : `${yuan}元`;
}

/** A calendar date written YYYY-MM-DD, or null (dayjs alone would accept 2024-02-31). */
function parseDate(value: string | undefined): Dayjs | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() && date.format(DATE) === value ? date : null;
}

function pick<T>(wanted: T | undefined, offered: readonly T[], fallback: T): T {
  return wanted !== undefined && offered.includes(wanted) ? wanted : (offered[0] ?? fallback);
}

function planOf(product: ProductDetail, planId: number | undefined): Plan | undefined {
  return product.plans.find((p) => p.id === planId) ?? product.plans[0];
}

/** The wanted factors made valid for the plan: anything the plan does not offer falls back to its first option. */
function normalize(product: ProductDetail, wanted: Partial<Factors>): Factors | null {
  const plan = planOf(product, wanted.planId);
  if (!plan) return null;
  const birthDate = parseDate(wanted.birthDate) ? wanted.birthDate : undefined;
  return {
    planId: plan.id,
    sumInsured: pick(wanted.sumInsured, plan.sumInsuredOptions, 0),
    term: pick(
      wanted.term,
      plan.terms.map((t) => t.value),
      '',
    ),
    payFrequency: pick(wanted.payFrequency, plan.payFrequencies, 'annual'),
    birthDate,
  };
}

function clampDate(date: Date, range: BirthRange): Date {
  if (date < range.start) return range.start;
  if (date > range.end) return range.end;
  return date;
}

function Chips<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <div role="group" aria-label={label} className={styles.chips}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            className={option.value === value ? styles.chipOn : styles.chip}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

type QuoteView =
  | { kind: 'noBirthDate' }
  | { kind: 'badAge' }
  | { kind: 'loading' }
  | { kind: 'ready'; quote: Quote }
  | { kind: 'failed'; message: string };

function QuoteArea({ view, onRetry }: { view: QuoteView; onRetry: () => void }) {
  return (
    <section
      className={
        view.kind === 'ready' && isMonthlyUnit(view.quote.unit)
          ? `${styles.quote} ${styles.quoteMonthly}`
          : styles.quote
      }
      aria-label={PRODUCT_COPY.product.premium}
      aria-live="polite"
      aria-busy={view.kind === 'loading'}
    >
      <span className={styles.quoteLabel}>{PRODUCT_COPY.product.premium}</span>
      {view.kind === 'noBirthDate' ? (
        <p className={styles.hint}>{TEXT.chooseBirthDate}</p>
      ) : view.kind === 'badAge' ? (
        <p className={styles.warn}>{COPY.insured.badAge}</p>
      ) : view.kind === 'loading' ? (
        <p className={styles.loading}>
          <span className={styles.shimmer} aria-hidden="true" />
          <span className="visually-hidden">{TEXT.quoting}</span>
        </p>
      ) : view.kind === 'ready' ? (
        <>
          <p className={styles.price}>
            <Price amount={view.quote.premium} unit={view.quote.unit} unitClassName={styles.unit} />
            <span className={styles.age}>{TEXT.pricedAt(view.quote.age)}</span>
          </p>
          <MonthlyTerms premium={view.quote.premium} unit={view.quote.unit} />
        </>
      ) : (
        <div className={styles.failed}>
          <p>{view.message}</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {TEXT.requote}
          </button>
        </div>
      )}
    </section>
  );
}

function Trial({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  const family = familyOfPath(location.pathname) ?? product.family;
  // Opened from the detail screen: going back is a real back, so the history stays as it was.
  const fromDetail = (location.state as { from?: string } | null)?.from === 'detail';
  const backToDetail = () =>
    fromDetail
      ? navigate(-1)
      : navigate(paths.product.detail(family, product.id), { replace: true });
  // One "today" per visit, so the bounds do not move while the visitor is choosing.
  const [today] = useState(() => new Date());
  const [wanted, setWanted] = useState<Partial<Factors>>(() => readTrialDraft(product.id));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerWanted, setPickerWanted] = useState(false);
  // The birth-date wheel is a sheet: Back closes it before it leaves the trial.
  useHistoryLayer('birth-date', pickerOpen, () => setPickerOpen(false));

  const factors = normalize(product, wanted);
  const plan = factors ? planOf(product, factors.planId) : undefined;
  const range = plan ? insuredBirthRange(product, plan, today) : null;
  const birth = parseDate(factors?.birthDate);
  const inRange = !!(birth && range && isDateInRange(birth.toDate(), range.start, range.end));
  const args: QuoteArgs | null =
    factors && factors.birthDate && inRange
      ? {
          productId: product.id,
          planId: factors.planId,
          sumInsured: factors.sumInsured,
          term: factors.term,
          payFrequency: factors.payFrequency,
          birthDate: factors.birthDate,
        }
      : null;
  const quote = useQuote(args, { clearWhenNone: true });

  // Carried into the purchase steps and across reloads.
  const factorsKey = factors ? JSON.stringify(factors) : null;
  useEffect(() => {
    if (!factorsKey) return;
    const { planId, sumInsured, term, payFrequency, birthDate } = JSON.parse(factorsKey) as Factors;
    // birthDate is named even when undefined so a stale stored date is dropped, not kept.
    writeTrialDraft(product.id, { planId, sumInsured, term, payFrequency, birthDate });
  }, [product.id, factorsKey]);

  if (!factors || !plan || !range) return null;

  const update = (patch: Partial<Factors>) => setWanted({ ...factors, ...patch });
  const choosePlan = (id: number) =>
    setWanted(normalize(product, { ...factors, planId: id }) ?? {});

  const view: QuoteView = !factors.birthDate
    ? { kind: 'noBirthDate' }
    : !inRange
      ? { kind: 'badAge' }
      : quote.price
        ? { kind: 'ready', quote: quote.price }
        : quote.failed
          ? { kind: 'failed', message: quote.message || TEXT.quoteFailed }
          : { kind: 'loading' };

  const start = dayjs(range.start).format(DATE);
  const end = dayjs(range.end).format(DATE);
  // With nothing chosen the wheel starts at a typical adult age rather than the youngest allowed.
  const pickerValue = birth
    ? birth.toDate()
    : clampDate(dayjs(today).subtract(PICKER_START_AGE, 'year').toDate(), range);

  return (
    <main className={styles.page}>
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{PRODUCT_COPY.product.trial}</h1>
        <p className={styles.summary}>
          <span className={styles.name}>{product.name}</span>
          <span className={styles.insurer}>{product.insurer}</span>
        </p>
      </header>

      <section className={styles.card}>
        <Chips
          label={PRODUCT_COPY.product.plans}
          options={product.plans.map((p) => ({ value: p.id, label: p.name }))}
          value={factors.planId}
          onChange={choosePlan}
        />
        <div className={styles.field}>
          <span className={styles.label} aria-hidden="true">
            {TEXT.covers(plan.name)}
          </span>
          <CoverageTable plan={plan} />
        </div>
        {/* A plan with a sum for each liability (the table above) has no one 保额 to pick. */}
        {!planSums(plan) ? (
          <Chips
            label={PRODUCT_COPY.product.coverageSum}
            options={plan.sumInsuredOptions.map((yuan) => ({
              value: yuan,
              label: formatSum(yuan),
            }))}
            value={factors.sumInsured}
            onChange={(value) => update({ sumInsured: value })}
          />
        ) : null}
        <Chips
          label={TEXT.term}
          options={plan.terms.map((t) => ({ value: t.value, label: t.label }))}
          value={factors.term}
          onChange={(value) => update({ term: value })}
        />
        <Chips
          label={TEXT.payFrequency}
          options={plan.payFrequencies.map((f) => ({ value: f, label: TEXT.frequency[f] }))}
          value={factors.payFrequency}
          onChange={(value) => update({ payFrequency: value })}
        />

        <div className={styles.field}>
          <button
            type="button"
            className={styles.row}
            aria-haspopup="dialog"
            onClick={() => {
              setPickerWanted(true);
              setPickerOpen(true);
            }}
          >
            <span className={styles.rowLabel}>{TEXT.birthDate}</span>
            <span className={factors.birthDate ? styles.rowValue : styles.rowPlaceholder}>
              {factors.birthDate ?? TEXT.choose}
            </span>
            {birth ? (
              <span className={styles.rowAge}>{TEXT.age(ageOn(birth.toDate(), today))}</span>
            ) : null}
          </button>
          <p className={styles.range}>{TEXT.allowedRange(start, end)}</p>
        </div>
        {pickerWanted ? (
          <Suspense
            fallback={
              <BottomSheet
                open={pickerOpen}
                title={TEXT.birthDate}
                onClose={() => setPickerOpen(false)}
                closeLabel={PRODUCT_COPY.product.close}
              >
                <p className={styles.pickerLoading} role="status">
                  {COPY.common.loading}
                </p>
              </BottomSheet>
            }
          >
            <DatePicker
              title={TEXT.birthDate}
              visible={pickerOpen}
              onClose={() => setPickerOpen(false)}
              min={range.start}
              max={range.end}
              value={pickerValue}
              precision="day"
              confirmText={COPY.dialog.ok}
              cancelText={COPY.dialog.cancel}
              destroyOnClose
              onConfirm={(date) => update({ birthDate: dayjs(date).format(DATE) })}
            />
          </Suspense>
        ) : null}
      </section>

      <QuoteArea view={view} onRetry={quote.retry} />

      <DockFooter className={funnelStyles.barRow}>
        <button type="button" onClick={backToDetail} className={styles.back}>
          {TEXT.backToDetail}
        </button>
        <Button
          className={styles.buy}
          disabled={view.kind !== 'ready'}
          onClick={() => navigate(buyPath(product, family))}
        >
          {isFree(product) ? PRODUCT_COPY.product.claimFree : PRODUCT_COPY.product.buy}
        </Button>
      </DockFooter>
    </main>
  );
}

/** 保费测算: the trial of every product family (/Product/trail, /ProductAnsheng/trail, /ProductNew/trail). */
export default function TrialScreen() {
  return <ProductGate>{(product) => <Trial key={product.id} product={product} />}</ProductGate>;
}
