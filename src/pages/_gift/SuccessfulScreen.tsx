import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GIFT_COPY } from '../../config/copy-gift';
import { paths } from '../../config/paths';
import { aybActions, selectClaimResult } from '../../data/ayb';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectSignedIn } from '../../data/login/selectors';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import { useForgetOnLeave } from '../_shared/forget-on-leave';
import funnelStyles from '../_shared/funnel.module.css';
import { RecordRefused, SignInToView } from '../_shared/RecordRefused';
import screenStyles from '../_shared/Screen.module.css';
import { useGiftId } from './GiftGate';
import { PolicyFacts } from './PolicyFacts';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY.successful;
const POLICY_NO = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/Insurance/ayb/successful?id=&policyNo=` (领取成功): the policy the claim issued, its period,
 * the way to the electronic policy (the policy detail) and to my policies, and to the official
 * account. After a reload the claim is asked for again: it is its claimant's alone, so a visitor
 * not signed in is offered sign-in, and another account's claim (or none) is refused in place.
 * Leaving the screen forgets it.
 */
export default function SuccessfulScreen() {
  const [params] = useSearchParams();
  const id = useGiftId();
  const raw = params.get('policyNo') ?? '';
  const policyNo = POLICY_NO.test(raw) ? raw : null;
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const result = useAppSelector(selectClaimResult);
  const known = result.policy?.policyNo === policyNo ? result.policy : null;

  const load = () => {
    if (id !== null && policyNo !== null) dispatch(aybActions.resultRequested({ id, policyNo }));
  };
  useEffect(() => {
    if (id !== null && policyNo !== null && !known && signedIn) {
      dispatch(aybActions.resultRequested({ id, policyNo }));
    }
    // Once per arrival (and sign-in): the claim's own result is already in the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, policyNo, signedIn]);
  useForgetOnLeave(policyNo === null ? null : `claim:${policyNo}`, () =>
    dispatch(aybActions.resultForgotten()),
  );

  if (policyNo !== null && !known && !signedIn) return <SignInToView kind="claim" />;
  if (result.notYours) return <RecordRefused kind="claim" />;
  if (id === null || policyNo === null || (result.status === 'failed' && result.message)) {
    return (
      <StateBlock
        kind="empty"
        title={TEXT.missing}
        description={result.message || TEXT.missingBody}
        action={<Link to={paths.policy.list()}>{TEXT.viewPolicies}</Link>}
      />
    );
  }
  if (!known && result.status === 'failed') {
    return (
      <StateBlock
        kind="error"
        title={TEXT.loadFailed}
        action={<Button onClick={load}>{GIFT_COPY.retry}</Button>}
      />
    );
  }
  if (!known) return <PageSkeleton />;

  return (
    <main className={styles.result}>
      <section className={`${funnelStyles.card} ${styles.resultCard}`} aria-live="polite">
        <div className={screenStyles.icon} aria-hidden="true">
          <CheckOutline />
        </div>
        <h1 className={screenStyles.title}>{TEXT.title}</h1>
        <p className={styles.lead}>{TEXT.lead}</p>
        <PolicyFacts policy={known} />
        <p className={styles.hint}>{TEXT.epolicyHint}</p>
      </section>

      <div className={styles.actions}>
        <Link className={screenStyles.primaryLink} to={paths.policy.detail(known.policyNo)}>
          {TEXT.viewPolicy}
        </Link>
        <Link className={screenStyles.ghostLink} to={paths.policy.list()}>
          {TEXT.viewPolicies}
        </Link>
      </div>

      <section className={`${funnelStyles.card} ${styles.follow}`}>
        <h2 className={styles.sectionTitle}>{TEXT.followTitle}</h2>
        <Link className={screenStyles.link} to={paths.gift.official(id)}>
          {TEXT.follow}
        </Link>
      </section>

      <p className={styles.home}>
        <Link to={paths.home()}>{GIFT_COPY.home}</Link>
      </p>
    </main>
  );
}
