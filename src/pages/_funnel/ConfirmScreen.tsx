import { useId, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { PRODUCT_COPY } from '../../config/copy-product';
import { ACCOUNT_COPY } from '../../config/copy-account';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { TRIAL_COPY } from '../../config/copy-trial';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { readDraft, writeDraft, type PurchaseDraft } from '../../data/insured/draft';
import type { OrderDetail, Relationship } from '../../data/insured/types';
import {
  buildOrderBody,
  draftApplicant,
  draftBeneficiaries,
  draftInsured,
  orderFactors,
} from '../../data/insuredNew/order-body';
import { selectOrderSubmitStatus, insuredNewActions } from '../../data/insuredNew';
import { coolingOffOf } from '../../data/product/facts';
import { judgeProductFeature } from '../../data/product/judge-product-feature';
import { readTrialDraft } from '../../data/product/trial-draft';
import type { DocumentKey, ProductDetail, QuoteArgs } from '../../data/product/types';
import { traceEvent } from '../../data/trace';
import { chinaTime } from '../../lib/date';
import { parseIdCard } from '../../lib/id-card';
import { maskIdCard, maskPhone } from '../../lib/mask';
import { Fact } from '../../ui/Facts';
import { useQuote } from '../_shared/use-quote';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { StateBlock } from '../../ui/StateBlock';
import { OrderGate } from '../_shared/OrderGate';
import { ProductGate } from '../_shared/ProductGate';
import { CoverDates } from '../_shared/CoverDates';
import { MonthlyTerms } from '../_shared/MonthlyTerms';
import { planSums, sumText } from '../_shared/sum-text';
import { useTraceScreen } from '../_shared/use-trace';
import { DocumentOverlay, useDocuments } from '../_shared/DocumentOverlay';
import { ConsentBox, DocumentList, titlesOf, unreadOf } from '../_shared/ReadThenConsent';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './ConfirmScreen.module.css';
import { DockFooter } from '../_shared/DockFooter';
import { paysOnDeath } from '../../data/product/facts';

const TEXT = FUNNEL_COPY.confirm;
const RELATIONSHIPS: Record<Relationship, string> = FUNNEL_COPY.insuredForm.relation;

/**
 * Documents listed for reading, in order. Each binds the visitor (the 保险条款 is the contract), so
 * each must be opened before the consent, which names them all.
 */
const LISTED_DOCS: DocumentKey[] = ['notice', 'exclusions', 'terms'];
const REQUIRED_DOCS: DocumentKey[] = LISTED_DOCS;
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

const ROW_LOOK = {
  className: styles.row,
  labelClassName: styles.label,
  valueClassName: styles.value,
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Fact label={label} {...ROW_LOOK}>
      {children}
    </Fact>
  );
}

function Section({ title, edit, children }: { title: string; edit?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {edit ? (
          <Link className={styles.edit} to={edit} aria-label={`${TEXT.edit}${title}`}>
            {TEXT.edit}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

function ConfirmForm({
  product,
  draft,
  withHealth,
}: {
  product: ProductDetail;
  draft: PurchaseDraft;
  withHealth: boolean;
}) {
  const id = product.id;
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const feature = judgeProductFeature(product);
  const submitStatus = useAppSelector(selectOrderSubmitStatus);
  const [trial] = useState(() => readTrialDraft(id));
  const [documentsAt, setDocumentsAt] = useState<string | null>(null);
  const [sensitiveAt, setSensitiveAt] = useState<string | null>(null);
  const documents = useDocuments(draft.documentsRead ?? [], (documentsRead) =>
    writeDraft(id, { documentsRead }),
  );
  useTraceScreen(id, true);

  const factors = orderFactors(product, trial);
  const applicant = draftApplicant(draft);
  const insured = draftInsured(draft);
  const beneficiaries = draftBeneficiaries(draft);
  // Priced at the insured's own birth date (from the ID number), else the one of the trial.
  const idInfo = parseIdCard(insured?.idCard ?? '');
  const birthDate = idInfo.valid ? idInfo.birthText : trial.birthDate;
  const args: QuoteArgs | null =
    factors && birthDate
      ? {
          productId: id,
          planId: factors.planId,
          sumInsured: factors.sumInsured,
          term: factors.term,
          payFrequency: factors.payFrequency,
          birthDate,
        }
      : null;
  const quote = useQuote(args);
  const { price } = quote;

  const listed = LISTED_DOCS.flatMap((key) => product.documents.filter((doc) => doc.key === key));
  const required = listed.filter((doc) => REQUIRED_DOCS.includes(doc.key));
  const unread = unreadOf(required, documents.read);
  const openDoc = listed.find((doc) => doc.key === documents.openKey) ?? null;

  const consentTo = (target: string, checked: boolean, set: (at: string | null) => void) => {
    set(checked ? new Date().toISOString() : null);
    if (checked) traceEvent('consent', pathname, { target });
  };

  const consented = !!documentsAt && (!withHealth || !!sensitiveAt);
  const submitting = submitStatus === 'submitting';
  const body =
    factors && documentsAt
      ? buildOrderBody({
          productId: id,
          factors,
          draft,
          withHealth,
          consents: {
            documentsReadAt: documentsAt,
            ...(withHealth && sensitiveAt ? { sensitiveDataAt: sensitiveAt } : {}),
          },
        })
      : null;

  const submit = () => {
    if (!body || !consented) return;
    dispatch(
      insuredNewActions.orderSubmitRequested({ body, page: pathname, family: feature.family }),
    );
  };

  if (!factors || !applicant || !insured) {
    return (
      <StateBlock
        kind="error"
        title={TEXT.incomplete}
        action={<Link to={paths.product.step(feature.family, 'insured', id)}>{TEXT.edit}</Link>}
      />
    );
  }

  // A plan with a sum for each liability is told by them, not by one nominal 保额.
  const sums = planSums(factors.plan);
  const term = factors.plan.terms.find((t) => t.value === factors.term)?.label ?? factors.term;
  const cooling = coolingOffOf(product.keyFacts);
  const coolingOff = cooling && cooling !== 'none' ? cooling.period : null;
  const yesCount = Object.values(draft.healthAnswers ?? {}).filter(Boolean).length;
  const insuredPath = paths.product.step(feature.family, 'insured', id);

  return (
    <main className={styles.page}>
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{TEXT.title}</h1>
        <p className={funnelStyles.subtitle}>
          {product.name} · {product.insurer}
        </p>
      </header>

      <Section title={TEXT.plan}>
        <dl className={styles.rows}>
          <Row label={PRODUCT_COPY.product.plans}>{factors.plan.name}</Row>
          <Row label={PRODUCT_COPY.product.coverageSum}>
            {sums ? (
              <ul className={styles.sums} data-testid="confirm-sums">
                {sums.map((s) => (
                  <li key={s.item}>
                    {s.item} <span className={styles.sum}>{s.sum}</span>
                    {s.shared ? <small className={styles.shared}>（{s.shared}）</small> : null}
                  </li>
                ))}
              </ul>
            ) : (
              sumText(factors.sumInsured)
            )}
          </Row>
          <Row label={TRIAL_COPY.trial.term}>{term}</Row>
          <Row label={TRIAL_COPY.trial.payFrequency}>
            {TRIAL_COPY.trial.frequency[factors.payFrequency]}
          </Row>
          <Row label={PRODUCT_COPY.product.premium}>
            <span aria-live="polite" aria-busy={!price && !quote.failed}>
              {price ? (
                <span className={styles.price}>
                  <Price
                    amount={price.premium}
                    unit={price.unit}
                    unitClassName={styles.unit}
                    exact
                  />
                </span>
              ) : quote.failed ? (
                <span className={styles.quoteFailed}>
                  {quote.message || TEXT.quoteFailed}{' '}
                  <button type="button" className={styles.link} onClick={quote.retry}>
                    {TEXT.requote}
                  </button>
                </span>
              ) : (
                <span className={styles.muted}>{TEXT.quoting}</span>
              )}
            </span>
            {price ? (
              <MonthlyTerms className={styles.monthly} premium={price.premium} unit={price.unit} />
            ) : null}
          </Row>
          {price ? (
            <CoverDates effectiveDate={price.effectiveDate} endDate={price.endDate} {...ROW_LOOK} />
          ) : null}
        </dl>
      </Section>

      <Section title={FUNNEL_COPY.funnel.applicant} edit={insuredPath}>
        <dl className={styles.rows}>
          <Row label={FUNNEL_COPY.insuredForm.name}>{applicant.name}</Row>
          <Row label={FUNNEL_COPY.insuredForm.idCard}>{maskIdCard(applicant.idCard)}</Row>
          <Row label={FUNNEL_COPY.insuredForm.mobile}>{maskPhone(applicant.mobile)}</Row>
        </dl>
      </Section>

      <Section title={ACCOUNT_COPY.orders.insured} edit={insuredPath}>
        <dl className={styles.rows}>
          <Row label={TEXT.relationship}>{RELATIONSHIPS[insured.relationship]}</Row>
          <Row label={FUNNEL_COPY.insuredForm.name}>{insured.name}</Row>
          <Row label={FUNNEL_COPY.insuredForm.idCard}>{maskIdCard(insured.idCard)}</Row>
          <Row label={FUNNEL_COPY.insuredForm.mobile}>{maskPhone(insured.mobile)}</Row>
          {insured.jobLabel ? (
            <Row label={FUNNEL_COPY.insuredForm.job}>{insured.jobLabel}</Row>
          ) : null}
        </dl>
      </Section>

      {/* A 身故受益人 only where the plan pays on death (not a medical plan's), or one is named. */}
      {beneficiaries.length > 0 || !factors || paysOnDeath(factors.plan.coverages) ? (
        <Section title={FUNNEL_COPY.insuredForm.beneficiaryType} edit={insuredPath}>
          {beneficiaries.length === 0 ? (
            <p className={styles.plain}>{TEXT.legalBeneficiary}</p>
          ) : (
            <ul className={styles.beneficiaries}>
              {beneficiaries.map((b, i) => (
                <li key={i} className={styles.beneficiary}>
                  <span>
                    {b.name}（{RELATIONSHIPS[b.relationship]}）
                  </span>
                  <span className={styles.muted}>{maskIdCard(b.idCard)}</span>
                  <span>{TEXT.share(b.share)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}

      {withHealth ? (
        <Section
          title={FUNNEL_COPY.health.title}
          edit={paths.product.step(feature.family, 'health', id)}
        >
          <p className={styles.plain}>{yesCount === 0 ? TEXT.allNo : TEXT.someYes(yesCount)}</p>
        </Section>
      ) : null}

      <Section title={TEXT.documents}>
        <p className={styles.lead}>{TEXT.documentsLead}</p>
        <DocumentList docs={listed} read={documents.read} onOpen={documents.open} />
        <ConsentBox
          checked={!!documentsAt}
          unread={unread}
          onChange={(checked) => consentTo('documents', checked, setDocumentsAt)}
        >
          {TEXT.consentDocuments(titlesOf(required), coolingOff)}
        </ConsentBox>
        {withHealth ? (
          <ConsentBox
            checked={!!sensitiveAt}
            onChange={(checked) => consentTo('sensitive-data', checked, setSensitiveAt)}
          >
            {TEXT.consentSensitive}
          </ConsentBox>
        ) : null}
      </Section>

      <DockFooter className={funnelStyles.barRow}>
        <div className={styles.barPrice}>
          {price ? (
            <>
              <span className={styles.muted}>{PRODUCT_COPY.product.premium}</span>
              <span className={styles.price}>
                <Price amount={price.premium} unit={price.unit} unitClassName={styles.unit} exact />
              </span>
            </>
          ) : null}
          {!consented ? <span className={styles.barHint}>{TEXT.consentsMissing}</span> : null}
        </div>
        <Button
          className={styles.submit}
          disabled={!consented || !price || !body}
          loading={submitting}
          onClick={submit}
        >
          {submitting ? COPY.common.submitting : TEXT.submit}
        </Button>
      </DockFooter>

      {openDoc ? <DocumentOverlay doc={openDoc} onClose={documents.close} /> : null}
    </main>
  );
}

function Confirm({ product }: { product: ProductDetail }) {
  const feature = judgeProductFeature(product);
  // Read once: a successful submit clears the draft while the screen is still on its way out.
  const [draft] = useState(() => readDraft(product.id));
  if (!draft.insuredDone) {
    return <Navigate replace to={paths.product.step(feature.family, 'insured', product.id)} />;
  }
  if (feature.healthStatement && !draft.healthDone) {
    return <Navigate replace to={paths.product.step(feature.family, 'health', product.id)} />;
  }
  return <ConfirmForm product={product} draft={draft} withHealth={feature.healthStatement} />;
}

/** An existing order (`?orderId=`), read only, with 去支付 while it is unpaid. */
function OrderReview({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const unpaid = order.status === 'unpaid';
  return (
    <main className={styles.page}>
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{TEXT.title}</h1>
        <p className={funnelStyles.subtitle}>{order.productName}</p>
      </header>
      <Section title={TEXT.order.title}>
        <dl className={styles.rows}>
          <Row label={ACCOUNT_COPY.orders.orderId}>{order.orderId}</Row>
          <Row label={ACCOUNT_COPY.orders.tabsLabel}>
            {ACCOUNT_COPY.orders.status[order.status]}
          </Row>
          <Row label={FUNNEL_COPY.funnel.productName}>{order.productName}</Row>
          <Row label={PRODUCT_COPY.product.plans}>{order.planName}</Row>
          <Row label={PRODUCT_COPY.product.premium}>
            <span className={styles.price}>
              <Price
                amount={order.premium}
                unit={order.premiumUnit}
                unitClassName={styles.unit}
                exact
              />
            </span>
          </Row>
          <CoverDates
            effectiveDate={order.effectiveDate}
            endDate={order.endDate}
            ifPaidToday={unpaid}
            {...ROW_LOOK}
          />
          <Row label={ACCOUNT_COPY.orders.createdAt}>{chinaTime(order.createdAt)}</Row>
          {unpaid ? <Row label={TEXT.order.payBefore}>{chinaTime(order.payBefore)}</Row> : null}
          {order.policyNo ? <Row label={ACCOUNT_COPY.orders.policyNo}>{order.policyNo}</Row> : null}
        </dl>
      </Section>
      <Section title={FUNNEL_COPY.funnel.applicant}>
        <dl className={styles.rows}>
          <Row label={FUNNEL_COPY.insuredForm.name}>{order.applicantName}</Row>
        </dl>
      </Section>
      <Section title={ACCOUNT_COPY.orders.insured}>
        <dl className={styles.rows}>
          {order.insuredRelationship ? (
            <Row label={TEXT.relationship}>{RELATIONSHIPS[order.insuredRelationship]}</Row>
          ) : null}
          <Row label={FUNNEL_COPY.insuredForm.name}>{order.insuredName}</Row>
          <Row label={FUNNEL_COPY.insuredForm.idCard}>{maskIdCard(order.insuredIdCard)}</Row>
          <Row label={FUNNEL_COPY.insuredForm.mobile}>{maskPhone(order.insuredMobile)}</Row>
        </dl>
      </Section>
      {unpaid ? (
        <DockFooter className={funnelStyles.barRow}>
          <div className={styles.barPrice}>
            <span className={styles.muted}>{PRODUCT_COPY.product.premium}</span>
            <span className={styles.price}>
              <Price
                amount={order.premium}
                unit={order.premiumUnit}
                unitClassName={styles.unit}
                exact
              />
            </span>
          </div>
          <Button
            className={styles.submit}
            onClick={() => navigate(paths.product.pay(order.family, order.orderId))}
          >
            {FUNNEL_COPY.funnel.goPay}
          </Button>
        </DockFooter>
      ) : null}
    </main>
  );
}

/**
 * 投保信息详情 (/ProductNew/ProductDetail, shared by every family): everything entered, masked where
 * personal; the plan and premium; the documents to read and the consents; submit creates the order.
 * With `?orderId=` it shows that existing order instead, read only.
 */
export default function ConfirmScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (orderId !== null) {
    if (!ORDER_ID.test(orderId)) {
      return (
        <StateBlock
          kind="empty"
          title={TEXT.order.missing}
          action={<Link to={paths.home()}>{COPY.common.backHome}</Link>}
        />
      );
    }
    return (
      <OrderGate key={orderId} orderId={orderId}>
        {(order) => <OrderReview order={order} />}
      </OrderGate>
    );
  }
  return <ProductGate>{(product) => <Confirm key={product.id} product={product} />}</ProductGate>;
}
