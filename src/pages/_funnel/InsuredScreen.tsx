import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { PRODUCT_COPY } from '../../config/copy-product';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { TRIAL_COPY } from '../../config/copy-trial';
import { familyOfPath, paths } from '../../config/paths';
import { selectUserInfo } from '../../data/common/selectors';
import { useAppSelector } from '../../data/hooks';
import { readDraft, writeDraft } from '../../data/insured/draft';
import type {
  Beneficiary,
  BeneficiaryType,
  InsuredPerson,
  Person,
  Relationship,
} from '../../data/insured/types';
import { FIELD, finishDraft, isInsurableBirth, validateDraft } from '../../data/insured/validate';
import { judgeProductFeature } from '../../data/product/judge-product-feature';
import { readTrialDraft, writeTrialDraft, type TrialDraft } from '../../data/product/trial-draft';
import type { Plan, ProductDetail, Quote, QuoteArgs } from '../../data/product/types';
import { traceEvent } from '../../data/trace';
import { parseIdCard } from '../../lib/id-card';
import { isMobilePhone } from '../../lib/phone';
import { Fact } from '../../ui/Facts';
import { Price } from '../../ui/Price';
import { useQuote } from '../_shared/use-quote';
import { liabilitySumsText, planSums, sumText } from '../_shared/sum-text';
import { Button } from '../../ui/Button';
import { DURATION, toast } from '../../ui/feedback';
import { NoticeDialog } from '../../ui/NoticeDialog';
import { ProductGate } from '../_shared/ProductGate';
import { Beneficiaries } from './insured-form/Beneficiaries';
import type { FieldBinding } from '../_shared/insured-form/fields';
import formStyles from '../_shared/insured-form/Form.module.css';
import { OccupationField } from './insured-form/OccupationField';
import { PersonFields } from '../_shared/insured-form/PersonFields';
import { RegionField } from './insured-form/RegionField';
import funnelStyles from '../_shared/funnel.module.css';
import productStyles from '../../ui/styles/product.module.css';
import styles from './InsuredScreen.module.css';
import { useTraceScreen } from '../_shared/use-trace';
import { DockFooter } from '../_shared/DockFooter';
import { paysOnDeath } from '../../data/product/facts';

const TEXT = FUNNEL_COPY.insuredForm;

interface FormState {
  applicant: Partial<Person>;
  insured: Partial<InsuredPerson>;
  beneficiaryType: BeneficiaryType;
  beneficiaries: Partial<Beneficiary>[];
}

const RELATIONSHIPS: Relationship[] = ['self', 'spouse', 'child', 'parent'];

/** The insured's own fields, shown once the insured is someone other than the applicant. */
const INSURED_OWN_FIELDS: string[] = [FIELD.insuredName, FIELD.insuredIdCard, FIELD.insuredMobile];

function initialForm(productId: number, allowNamed: boolean): FormState {
  const draft = readDraft(productId);
  const named = allowNamed && draft.beneficiaryType === 'named';
  return withSelf({
    applicant: draft.applicant ?? {},
    insured: { relationship: 'self', ...draft.insured },
    beneficiaryType: named ? 'named' : 'legal',
    beneficiaries: named ? (draft.beneficiaries ?? []) : [],
  });
}

/** 本人: the insured is the applicant, field for field. */
function withSelf(form: FormState): FormState {
  if (form.insured.relationship !== 'self') return form;
  const { name, idCard, mobile } = form.applicant;
  return { ...form, insured: { ...form.insured, name, idCard, mobile } };
}

/** The trial's factors made valid for the product: the first plan and options when none chosen. */
function chosenFactors(product: ProductDetail, trial: TrialDraft) {
  const plan: Plan | undefined =
    product.plans.find((p) => p.id === trial.planId) ?? product.plans[0];
  if (!plan) return null;
  const pick = <T,>(wanted: T | undefined, offered: readonly T[]): T | undefined =>
    wanted !== undefined && offered.includes(wanted) ? wanted : offered[0];
  return {
    plan,
    sumInsured: pick(trial.sumInsured, plan.sumInsuredOptions),
    term: plan.terms.find((t) => t.value === trial.term) ?? plan.terms[0],
    payFrequency: pick(trial.payFrequency, plan.payFrequencies),
    birthDate: trial.birthDate,
  };
}

/** What the premium is priced on: the insured's own birth date once the ID number gives it. */
interface Pricing {
  /** The quote to ask for; null when there is nothing to price yet or the age is out of range. */
  args: QuoteArgs | null;
  /** The insured's ID number gives a birth date the product does not cover. */
  outOfRange: boolean;
  /** Priced at the insured's own birth date (their ID number), not the trial's. */
  ownBirth: boolean;
}

/**
 * The insured's birth date from the ID number (the applicant's for 本人), else the trial's; an
 * age the product does not cover is never priced (the form says why).
 */
function pricingOf(
  product: ProductDetail,
  factors: ReturnType<typeof chosenFactors>,
  insuredIdCard: string | undefined,
  today: Date,
): Pricing {
  const person = parseIdCard(insuredIdCard ?? '', today);
  if (person.valid && !isInsurableBirth(person.birth, product, factors?.plan, today)) {
    return { args: null, outOfRange: true, ownBirth: true };
  }
  const birthDate = person.valid ? person.birthText : factors?.birthDate;
  const { sumInsured, term, payFrequency } = factors ?? {};
  const args =
    factors && sumInsured !== undefined && term && payFrequency && birthDate
      ? {
          productId: product.id,
          planId: factors.plan.id,
          sumInsured,
          term: term.value,
          payFrequency,
          birthDate,
        }
      : null;
  return { args, outOfRange: false, ownBirth: person.valid };
}

function Premium({
  plan,
  pricing,
  quote,
}: {
  plan: Plan;
  pricing: Pricing;
  quote: ReturnType<typeof useQuote>;
}) {
  if (pricing.outOfRange) return <span className={styles.premiumNote}>{COPY.insured.badAge}</span>;
  // Nothing to price yet (no trial, no ID number): the plan's lowest premium, said to be one.
  if (!pricing.args) {
    return (
      <Price
        amount={plan.premiumFrom}
        unit={
          plan.premiumUnit.endsWith(PRODUCT_COPY.product.priceFrom)
            ? plan.premiumUnit
            : `${plan.premiumUnit}${PRODUCT_COPY.product.priceFrom}`
        }
        exact
      />
    );
  }
  if (quote.price) return <Price amount={quote.price.premium} unit={quote.price.unit} exact />;
  if (quote.failed) {
    return (
      <span className={styles.premiumNote}>
        {quote.message || FUNNEL_COPY.confirm.quoteFailed}{' '}
        <button type="button" className={styles.requote} onClick={quote.retry}>
          {FUNNEL_COPY.confirm.requote}
        </button>
      </span>
    );
  }
  return (
    <span className={styles.premiumNote}>
      {pricing.ownBirth ? TEXT.premiumRequoting : FUNNEL_COPY.confirm.quoting}
    </span>
  );
}

/** The premium the visitor saw before, and the one priced for the insured now. */
interface PremiumChange {
  from: Quote;
  to: Quote;
}

/**
 * The premium changed with the insured (their ID number gives another age): said in full where it
 * is priced, the figure before and after, so the visitor who typed a parent's ID number sees it.
 */
function PremiumChanged({ change, className }: { change: PremiumChange; className: string }) {
  return (
    <p className={className} role="status" data-testid="premium-changed">
      {TEXT.premiumChanged(change.to.age)}
      <span className={styles.changeFigures}>
        <Price amount={change.from.premium} unit={change.from.unit} unitClassName="" exact />
        {' → '}
        <strong>
          <Price amount={change.to.premium} unit={change.to.unit} unitClassName="" exact />
        </strong>
      </span>
    </p>
  );
}

/**
 * The premium last shown and, when a new one for other factors (another insured's age) differs
 * from it, the change; kept for the visit.
 */
function usePremiumChange(
  args: QuoteArgs | null,
  price: Quote | null,
  ownBirth: boolean,
): PremiumChange | null {
  const key = args ? JSON.stringify(args) : null;
  const [shown, setShown] = useState<{ key: string; price: Quote } | null>(null);
  const [change, setChange] = useState<PremiumChange | null>(null);
  if (price && key && shown?.key !== key) {
    setShown({ key, price });
    // Told only when priced for the insured's own age: back at the trial's age (父母 chosen, no ID
    // number yet) the figure is the trial's again, not a recalculation for anyone.
    if (ownBirth && shown && shown.price.premium !== price.premium) {
      setChange({ from: shown.price, to: price });
    } else if (change && (!ownBirth || change.to.premium !== price.premium)) setChange(null);
  }
  return change;
}

/** The bar's premium: the figure, or a short word while there is none (the header says more). */
function BarPremium({
  plan,
  pricing,
  quote,
}: {
  plan: Plan;
  pricing: Pricing;
  quote: ReturnType<typeof useQuote>;
}) {
  if (quote.price) return <Price amount={quote.price.premium} unit={quote.price.unit} exact />;
  if (pricing.args || pricing.outOfRange) {
    const word = pricing.outOfRange
      ? COPY.insured.badAge
      : quote.failed
        ? FUNNEL_COPY.confirm.quoteFailed
        : FUNNEL_COPY.confirm.quoting;
    return <span className={styles.barPending}>{word}</span>;
  }
  return <Premium plan={plan} pricing={pricing} quote={quote} />;
}

function Summary({
  product,
  factors,
  pricing,
  quote,
  change,
}: {
  product: ProductDetail;
  factors: NonNullable<ReturnType<typeof chosenFactors>>;
  pricing: Pricing;
  quote: ReturnType<typeof useQuote>;
  change: PremiumChange | null;
}) {
  const { plan, sumInsured, term, payFrequency } = factors;
  // A plan with a sum for each liability is told by them, not by one nominal 保额.
  const sums = planSums(plan);
  const waiting = !!pricing.args && !quote.price && !quote.failed;
  return (
    <section className={styles.summary} aria-labelledby="insured-summary-name">
      <h2 id="insured-summary-name" className={styles.productName}>
        {product.name}
      </h2>
      <dl className={styles.facts}>
        <Fact label={PRODUCT_COPY.product.plans}>{plan.name}</Fact>
        {sums ? (
          <Fact label={PRODUCT_COPY.product.coverageSum} testId="insured-sums">
            {liabilitySumsText(sums)}
          </Fact>
        ) : sumInsured !== undefined ? (
          <Fact label={PRODUCT_COPY.product.coverageSum}>{sumText(sumInsured)}</Fact>
        ) : null}
        {term ? <Fact label={TRIAL_COPY.trial.term}>{term.label}</Fact> : null}
        {payFrequency ? (
          <Fact label={TRIAL_COPY.trial.payFrequency}>
            {TRIAL_COPY.trial.frequency[payFrequency]}
          </Fact>
        ) : null}
        <Fact
          label={PRODUCT_COPY.product.premium}
          valueClassName={styles.premium}
          testId="insured-premium"
        >
          <span aria-live="polite" aria-busy={waiting}>
            <Premium plan={plan} pricing={pricing} quote={quote} />
          </span>
        </Fact>
      </dl>
      {change && quote.price ? (
        <PremiumChanged change={change} className={styles.changed} />
      ) : pricing.ownBirth && quote.price ? (
        <p className={styles.note}>{TEXT.premiumFor(quote.price.age)}</p>
      ) : null}
    </section>
  );
}

function InsuredForm({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const family = familyOfPath(pathname) ?? product.family;
  const feature = judgeProductFeature({ ...product, family });
  const allowNamed = product.features.namedBeneficiary;
  // One "today" per visit, so an age bound cannot move while the visitor types.
  const [today] = useState(() => new Date());
  const [factors] = useState(() => chosenFactors(product, readTrialDraft(product.id)));
  const [form, setForm] = useState(() => initialForm(product.id, allowNamed));
  // Fields whose errors show: left (blurred) once, or there at a submit attempt. A field that
  // appears later (the insured's, after choosing 子女; a new beneficiary) starts clean.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const fields = useRef(new Map<string, HTMLElement>());
  const phone = useAppSelector(selectUserInfo)?.phone ?? null;

  useTraceScreen(product.id, true);

  // The entry notice of copy.md, once per purchase (the draft goes after a successful order).
  const [notice, setNotice] = useState(() => !readDraft(product.id).noticeShown);
  useEffect(() => {
    if (readDraft(product.id).noticeShown) return;
    writeDraft(product.id, { noticeShown: true });
    traceEvent('notice', pathname, { target: 'entry' });
  }, [product.id, pathname]);
  const closeNotice = useCallback(() => setNotice(false), []);

  // No trial on the way here: the purchase goes on with the first plan's first options.
  useEffect(() => {
    if (!factors || readTrialDraft(product.id).planId === factors.plan.id) return;
    writeTrialDraft(product.id, {
      planId: factors.plan.id,
      sumInsured: factors.sumInsured,
      term: factors.term?.value,
      payFrequency: factors.payFrequency,
    });
  }, [product.id, factors]);

  // The applicant is usually the signed-in visitor: their account's mobile fills an empty field,
  // once per account (the account may be known only after the first render, after a reload).
  // Kept in the form (and the session draft once edited), never in a URL or localStorage.
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);
  if (phone && phone !== prefilledFrom && isMobilePhone(phone)) {
    setPrefilledFrom(phone);
    if (!form.applicant.mobile) {
      setForm(withSelf({ ...form, applicant: { ...form.applicant, mobile: phone } }));
    }
  }

  const plan = factors?.plan;
  const errors = validateDraft(form, product, plan, today).filter((e) => touched.has(e.field));
  // The premium follows the insured: their birth date (ID number, or the applicant's for 本人)
  // is priced by the server as the trial is, whenever it changes. Arriving with no quote in
  // memory (a reload, a return from the messaging-app login), it is asked for again.
  const pricing = pricingOf(product, factors, form.insured.idCard, today);
  const quote = useQuote(pricing.args);
  const premiumChange = usePremiumChange(pricing.args, quote.price, pricing.ownBirth);

  const touch = (keys: Iterable<string>) => setTouched((current) => new Set([...current, ...keys]));
  const untouch = (drop: (field: string) => boolean) =>
    setTouched((current) => new Set([...current].filter((field) => !drop(field))));
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    for (const [field, element] of fields.current) {
      if (element === event.target) touch([field]);
    }
  };

  const register = useCallback(
    (field: string) => (element: HTMLElement | null) => {
      if (element) fields.current.set(field, element);
      else fields.current.delete(field);
    },
    [],
  );
  const bind = (field: string): FieldBinding => ({
    error: errors.find((e) => e.field === field)?.message,
    fieldRef: register(field),
  });

  // Every change is kept for a reload. It means the form must pass its checks again, and the
  // health statement must be made again (it may be about another person now).
  const change = (next: FormState) => {
    const synced = withSelf(next);
    setForm(synced);
    writeDraft(product.id, { ...synced, insuredDone: false, healthDone: false });
  };
  const setApplicant = (patch: Partial<Person>) =>
    change({ ...form, applicant: { ...form.applicant, ...patch } });
  const setInsured = (patch: Partial<InsuredPerson>) =>
    change({ ...form, insured: { ...form.insured, ...patch } });
  const setRelationship = (relationship: Relationship) => {
    if (relationship === form.insured.relationship) return;
    // Someone else now: nothing of the applicant's stays in the insured's fields, and they start
    // clean (no error before the visitor has had a go at them).
    const leavingSelf = form.insured.relationship === 'self';
    untouch((field) => INSURED_OWN_FIELDS.includes(field));
    setInsured(leavingSelf ? { relationship, name: '', idCard: '', mobile: '' } : { relationship });
  };
  const setBeneficiaries = (
    beneficiaryType: BeneficiaryType,
    beneficiaries: Partial<Beneficiary>[],
  ) => {
    // A beneficiary added now starts clean, whatever one at that place said before.
    const kept = form.beneficiaryType === beneficiaryType ? form.beneficiaries.length : 0;
    untouch((field) => Number(/^beneficiaries\.(\d+)\./.exec(field)?.[1] ?? -1) >= kept);
    change({ ...form, beneficiaryType, beneficiaries });
  };

  // A tap on 下一步 while this person's premium is on its way goes on once the server has priced
  // it (or says why it cannot): never on with a premium that is not this person's.
  const [waitingForPrice, setWaitingForPrice] = useState(false);

  const goOn = () => {
    const found = validateDraft(form, product, plan, today);
    touch([...fields.current.keys(), ...found.map((e) => e.field)]);
    const first = found[0];
    if (first) {
      const element = fields.current.get(first.field);
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
      toast.fail(first.message, DURATION.quickFail);
      return;
    }
    if (pricing.args && !quote.price) {
      if (quote.failed) toast.fail(quote.message || FUNNEL_COPY.confirm.quoteFailed);
      else setWaitingForPrice(true);
      return;
    }
    const clean = finishDraft(form);
    writeDraft(product.id, {
      applicant: clean.applicant,
      insured: clean.insured,
      beneficiaryType: clean.beneficiaryType,
      beneficiaries: clean.beneficiaries,
      insuredDone: true,
    });
    traceEvent('submit', pathname, { target: 'insured' });
    navigate(
      paths.product.step(family, feature.healthStatement ? 'health' : 'confirm', product.id),
    );
  };
  const goOnWhenPriced = useEffectEvent(() => {
    setWaitingForPrice(false);
    goOn();
  });
  const priced = !!quote.price || quote.failed || !pricing.args;
  useEffect(() => {
    // The quote's answer comes from the store (the server): going on is the visitor's tap, done.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per answer, not a loop.
    if (waitingForPrice && priced) goOnWhenPriced();
  }, [waitingForPrice, priced]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!waitingForPrice) goOn();
  };

  const self = form.insured.relationship === 'self';
  const insuredInfo = parseIdCard(form.insured.idCard ?? '', today);
  const insuredMinor = insuredInfo.valid && insuredInfo.age < 18;

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{TEXT.title}</h1>
      {factors ? (
        <Summary
          product={product}
          factors={factors}
          pricing={pricing}
          quote={quote}
          change={premiumChange}
        />
      ) : null}

      <form className={styles.form} onSubmit={submit} onBlur={onBlur} noValidate>
        <section className={styles.card} aria-labelledby="insured-applicant-title">
          <h2 id="insured-applicant-title" className={styles.cardTitle}>
            {TEXT.applicant}
          </h2>
          <PersonFields
            prefix="applicant"
            person={form.applicant}
            today={today}
            own
            mobile="required"
            bind={(key) => bind(`applicant.${key}`)}
            onChange={setApplicant}
          />
        </section>

        <section className={styles.card} aria-labelledby="insured-insured-title">
          <h2 id="insured-insured-title" className={styles.cardTitle}>
            {TEXT.insured}
          </h2>
          <fieldset className={formStyles.choice}>
            <legend className={formStyles.label}>{TEXT.relationship}</legend>
            <div className={formStyles.chips}>
              {RELATIONSHIPS.map((relationship) => (
                <label key={relationship} className={formStyles.chip}>
                  <input
                    type="radio"
                    name="insured-relationship"
                    value={relationship}
                    checked={form.insured.relationship === relationship}
                    onChange={() => setRelationship(relationship)}
                  />
                  <span>{TEXT.relation[relationship]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {self ? (
            <p className={formStyles.hint}>{TEXT.selfHint}</p>
          ) : (
            <PersonFields
              prefix="insured"
              person={form.insured}
              today={today}
              own={false}
              mobile={insuredMinor ? 'optional' : 'required'}
              bind={(key) => bind(`insured.${key}`)}
              onChange={setInsured}
            />
          )}
          {product.features.region ? (
            <RegionField
              productId={product.id}
              value={form.insured.areaCode}
              binding={bind(FIELD.insuredArea)}
              onChange={(areaCode) => setInsured({ areaCode })}
            />
          ) : null}
          {product.features.occupation ? (
            <OccupationField
              source={product.features.occupation}
              productId={product.id}
              value={{ jobCode: form.insured.jobCode, jobLabel: form.insured.jobLabel }}
              binding={bind(FIELD.insuredJob)}
              onChange={(occupation) => setInsured(occupation)}
            />
          ) : null}
        </section>

        {/* A 身故受益人 only where the plan pays on death (not a medical plan's), or the product
            lets one be named. */}
        {allowNamed || !plan || paysOnDeath(plan.coverages) ? (
          <section className={styles.card} aria-labelledby="insured-beneficiary-title">
            <h2 id="insured-beneficiary-title" className={styles.cardTitle}>
              {TEXT.beneficiary}
            </h2>
            <Beneficiaries
              allowNamed={allowNamed}
              type={form.beneficiaryType}
              list={form.beneficiaries}
              today={today}
              bind={bind}
              onChange={setBeneficiaries}
            />
          </section>
        ) : null}

        <DockFooter className={`${funnelStyles.bar} ${styles.bar}`}>
          {plan ? (
            <div className={styles.barPrice} data-testid="insured-bar-premium">
              <p className={productStyles.footerPrice} aria-live="polite">
                <span className={productStyles.footerLabel}>{PRODUCT_COPY.product.premium}</span>
                <BarPremium plan={plan} pricing={pricing} quote={quote} />
              </p>
              {premiumChange && quote.price ? (
                <p className={styles.barChanged}>
                  {TEXT.premiumWas(premiumChange.to.age)}
                  <Price
                    amount={premiumChange.from.premium}
                    unit={premiumChange.from.unit}
                    unitClassName=""
                    exact
                  />
                </p>
              ) : null}
            </div>
          ) : null}
          <Button className={styles.next} type="submit" loading={waitingForPrice}>
            {waitingForPrice ? TEXT.premiumPending : TEXT.next}
          </Button>
        </DockFooter>
      </form>
      <NoticeDialog open={notice} content={COPY.purchase.entryNotice} onClose={closeNotice} />
    </main>
  );
}

/**
 * 被保人信息录入: the first screen of the purchase (/Insured, /ProductAnsheng/Insured,
 * /ProductNew/Insured). It starts the sales trail, shows the entry notice once, keeps every keystroke
 * in the session draft, and checks every field before the next step.
 */
export default function InsuredScreen() {
  return (
    <ProductGate>{(product) => <InsuredForm key={product.id} product={product} />}</ProductGate>
  );
}
