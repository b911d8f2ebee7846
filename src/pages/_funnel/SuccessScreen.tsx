import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PRODUCT_COPY } from '../../config/copy-product';
import { ACCOUNT_COPY } from '../../config/copy-account';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { COPY } from '../../config/copy';
import { pathOf, paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import type { OrderDetail } from '../../data/insured/types';
import {
  insuredNewActions,
  selectOrderDetail,
  selectOrderDetailAnswers,
  selectOrderDetailStatus,
  selectOrderRefused,
} from '../../data/insuredNew';
import { selectSignedIn } from '../../data/login/selectors';
import { selectPaymentInfo } from '../../data/pay';
import { selectProductDetail, selectProductStatus, productActions } from '../../data/product';
import type { ProductDetail } from '../../data/product/types';
import { coolingOffOf } from '../../data/product/facts';
import { Fact } from '../../ui/Facts';
import { OrderFacts } from './OrderFacts';
import { ResultLinks } from '../_shared/ResultLinks';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { toast } from '../../ui/feedback';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import { useForgetOrderOnLeave } from '../_shared/forget-on-leave';
import { inWechat } from '../_shared/in-wechat';
import { useJourneyEnd } from '../_shared/journey-history';
import { copyText } from '../_shared/copy-text';
import { RecordRefused } from '../_shared/RecordRefused';
import screenStyles from '../_shared/Screen.module.css';
import styles from './SuccessScreen.module.css';
import { MonthlyTerms } from '../_shared/MonthlyTerms';

const TEXT = FUNNEL_COPY.success;

type Variant = 'wechat' | 'unwechat';

function variantOf(pathname: string): Variant | null {
  if (/\/unwechat\/?$/i.test(pathname)) return 'unwechat';
  if (/\/wechat\/?$/i.test(pathname)) return 'wechat';
  return null;
}

/** What happens next, every fact from the product's own data: nothing is promised it does not say. */
function NextSteps({
  product,
  policyNo,
}: {
  product: ProductDetail | undefined;
  policyNo: string | null;
}) {
  const cooling = product ? coolingOffOf(product.keyFacts) : null;
  const claimReport = product?.keyFacts.claimReport;
  const claimSteps = product?.claimsProcess.map((step) => step.title).join(' → ');
  return (
    <section className={styles.card} aria-labelledby="success-next">
      <h2 id="success-next" className={styles.cardTitle}>
        {TEXT.nextTitle}
      </h2>
      <ol className={styles.steps}>
        <li>
          <strong>{TEXT.smsTitle}</strong>
          <p>{TEXT.smsBody}</p>
        </li>
        {cooling === 'none' ? (
          <li>
            <strong>{TEXT.surrenderTitle}</strong>
            <p>{TEXT.noCooling}</p>
          </li>
        ) : cooling ? (
          <li>
            <strong>{PRODUCT_COPY.product.facts.coolingOff}</strong>
            <p>{TEXT.coolingBody(cooling.period)}</p>
          </li>
        ) : null}
        <li>
          <strong>{TEXT.claimTitle}</strong>
          <p>
            {claimReport ? TEXT.claimWithin(claimReport) : TEXT.claimBody}
            {claimSteps ? TEXT.claimSteps(claimSteps) : null}
          </p>
          {policyNo ? (
            <p>
              <Link className={styles.link} to={paths.policy.detail(policyNo)}>
                {TEXT.claimEntry}
              </Link>
            </p>
          ) : null}
        </li>
      </ol>
    </section>
  );
}

function Success({
  variant,
  orderId,
  order,
  policyNo,
  product,
  refreshing,
  onRefresh,
}: {
  variant: Variant;
  orderId: string;
  order: OrderDetail;
  policyNo: string | null;
  product: ProductDetail | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const copy = async () => {
    if (!policyNo) return;
    if (await copyText(policyNo)) toast.success(TEXT.copied);
    else toast.fail(TEXT.copyFailed);
  };

  return (
    <main className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.icon} aria-hidden="true">
          <CheckOutline />
        </div>
        <h1 className={screenStyles.pageTitle}>{TEXT.title}</h1>
        <p className={styles.lead}>{TEXT.lead}</p>
      </section>

      <dl className={styles.summary}>
        <OrderFacts order={order} />
        <Fact label={order.premium === 0 ? PRODUCT_COPY.product.premium : TEXT.premium}>
          <Price amount={order.premium} unit={order.premiumUnit} exact />
          {/* 月交: what the year comes to, and that the next months are debited by themselves. */}
          <MonthlyTerms
            className={styles.monthly}
            premium={order.premium}
            unit={order.premiumUnit}
          />
        </Fact>
        <Fact
          label={ACCOUNT_COPY.orders.policyNo}
          valueClassName={policyNo ? styles.policyNo : styles.muted}
          testId="policy-no"
        >
          {policyNo ?? TEXT.policyPending}
        </Fact>
      </dl>
      {policyNo ? null : (
        <div className={styles.row}>
          <Button variant="ghost" loading={refreshing} onClick={onRefresh}>
            {refreshing ? TEXT.refreshing : TEXT.refresh}
          </Button>
        </div>
      )}

      {variant === 'wechat' ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{TEXT.followTitle}</h2>
          <p className={styles.text}>{TEXT.followBody}</p>
          <Link className={styles.primary} to={paths.product.followOfficial(orderId)}>
            {FUNNEL_COPY.followOfficial.title}
          </Link>
        </section>
      ) : (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{TEXT.findTitle}</h2>
          <p className={styles.text}>{TEXT.findBody}</p>
          <div className={styles.row}>
            {policyNo ? (
              <Button variant="ghost" onClick={() => void copy()}>
                {TEXT.copy}
              </Button>
            ) : null}
            <Link className={styles.primary} to={paths.members.orders('paid')}>
              {ACCOUNT_COPY.orders.title}
            </Link>
          </div>
        </section>
      )}

      <NextSteps product={product} policyNo={policyNo} />
      <ResultLinks orders="paid" />
    </main>
  );
}

function SuccessContent({ variant }: { variant: Variant }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() || null;
  const key = orderId ?? '';
  const signedIn = useAppSelector(selectSignedIn);
  const order = useAppSelector((state) => selectOrderDetail(state, key));
  const orderStatus = useAppSelector((state) => selectOrderDetailStatus(state, key));
  const refused = useAppSelector((state) => selectOrderRefused(state, key));
  useForgetOrderOnLeave(orderId);
  // The order's state is the server's now: only an answer to this visit's question counts, never
  // one kept from an earlier visit or session (a policy issued since, an order paid elsewhere).
  const answers = useAppSelector(selectOrderDetailAnswers);
  const [answersAtArrival] = useState(answers);
  const answered = answers > answersAtArrival;
  const paidJustNow = useAppSelector((state) => selectPaymentInfo(state, key))?.status === 'paid';
  const productId = order?.productId ?? null;
  const product = useAppSelector((state) =>
    productId === null ? undefined : selectProductDetail(state, productId),
  );
  const productStatus = useAppSelector((state) =>
    productId === null ? 'idle' : selectProductStatus(state, productId),
  );
  const ask = () => {
    if (orderId) dispatch(insuredNewActions.orderRequested({ orderId }));
  };
  // The order paid, as the server says now: the purchase is finished, and this entry is its end
  // (a reload shows it again; Back from it goes to where the purchase started).
  useJourneyEnd('purchase', answered && order?.status === 'paid');

  useEffect(() => {
    if (orderId && signedIn) dispatch(insuredNewActions.orderRequested({ orderId }));
  }, [dispatch, orderId, signedIn]);

  useEffect(() => {
    if (answered && productId !== null && productStatus === 'idle') {
      dispatch(productActions.detailRequested({ id: productId }));
    }
  }, [dispatch, answered, productId, productStatus]);

  if (!orderId) {
    return (
      <StateBlock
        kind="empty"
        title={FUNNEL_COPY.funnel.noOrder}
        description={TEXT.noOrderBody}
        action={<Link to={paths.members.orders('paid')}>{FUNNEL_COPY.funnel.viewOrders}</Link>}
      />
    );
  }
  // Whose order it is and what became of it are the server's to say: sign in, then ask.
  if (!signedIn) return <Navigate replace to={paths.signIn(pathOf(location), inWechat())} />;
  if (!answered) return <PageSkeleton />;
  if (refused) return <RecordRefused kind="order" />;
  if (!order) {
    return (
      <StateBlock
        kind="error"
        title={FUNNEL_COPY.funnel.orderFailed}
        action={
          <Button loading={orderStatus === 'loading'} onClick={ask}>
            {COPY.common.retry}
          </Button>
        }
      />
    );
  }
  // Success is what the server says: an order it holds unpaid or cancelled is not one. Its
  // payment may have been confirmed a moment ago (this session's payment result) before the order
  // says so: then the result is still being confirmed, and paying again is not offered.
  if (order.status === 'unpaid' && paidJustNow) {
    return (
      <StateBlock
        kind="empty"
        title={COPY.purchase.payPending}
        description={TEXT.confirmingBody}
        action={
          <Button loading={orderStatus === 'loading'} onClick={ask}>
            {TEXT.refreshResult}
          </Button>
        }
      />
    );
  }
  if (order.status === 'unpaid') {
    return (
      <StateBlock
        kind="empty"
        title={TEXT.notPaidTitle}
        description={TEXT.notPaidBody}
        action={
          <Link className={styles.primary} to={paths.product.pay(order.family, order.orderId)}>
            {FUNNEL_COPY.funnel.goPay}
          </Link>
        }
      />
    );
  }
  if (order.status === 'cancelled') {
    return (
      <StateBlock
        kind="empty"
        title={FUNNEL_COPY.pay.cancelledTitle}
        description={FUNNEL_COPY.pay.cancelledBody}
        action={
          <Link className={styles.primary} to={paths.members.orders()}>
            {ACCOUNT_COPY.orders.title}
          </Link>
        }
      />
    );
  }
  return (
    <Success
      variant={variant}
      orderId={orderId}
      order={order}
      policyNo={order.policyNo}
      product={product}
      refreshing={orderStatus === 'loading'}
      onRefresh={ask}
    />
  );
}

/**
 * `/ProductNew/InsuranceSuccess` (`wechat` / `unwechat`): the policy number and what happens next.
 * Inside the messaging app the visitor is offered the official account; elsewhere, how to find
 * the policy again. The base route picks its variant by the browser.
 */
export default function SuccessScreen() {
  const { pathname, search } = useLocation();
  const variant = variantOf(pathname);
  if (!variant) {
    return <Navigate replace to={paths.product.success(inWechat()) + search} />;
  }
  return <SuccessContent key={variant} variant={variant} />;
}
