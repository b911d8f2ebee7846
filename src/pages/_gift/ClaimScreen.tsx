import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { GIFT_COPY } from '../../config/copy-gift';
import { paths } from '../../config/paths';
import { aybActions, selectClaim } from '../../data/ayb';
import { claimConsentAt, readClaimDraft } from '../../data/ayb/draft';
import type { ClaimedPolicy, Gift } from '../../data/ayb/types';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectSignedIn } from '../../data/login/selectors';
import { Button } from '../../ui/Button';
import { HomeLink } from '../../ui/HomeLink';
import { Price } from '../../ui/Price';
import { useTraceScreen } from '../_shared/use-trace';
import funnelStyles from '../_shared/funnel.module.css';
import screenStyles from '../_shared/Screen.module.css';
import { ClaimedCard, familyOf } from './ClaimedCard';
import { ClaimForm } from './ClaimForm';
import { GiftGate } from './GiftGate';
import { GiftLoginForm } from './GiftLoginForm';
import { GiftUnavailable } from './GiftUnavailable';
import { PolicyFacts } from './PolicyFacts';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY;

/**
 * `/Insurance/ayb/login` (赠险用户注册): sign in with the phone (or the messaging app's
 * authorisation), then the insured person, then 激活保障. Reached from the landing once its
 * documents were agreed to; without that agreement it goes back there. An ended or sold-out gift
 * says so in place, with the way to the catalogue. Signed in as a visitor who has claimed it
 * (the gift's `claimed`), it says so above the form (a claim for family), or instead of it where
 * the gift is for 本人 only. A shared link can open it first: 首页 at the top (HomeLink).
 */
export default function ClaimScreen() {
  return <GiftGate>{(gift) => <Claim gift={gift} />}</GiftGate>;
}

function Claim({ gift }: { gift: Gift }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const claim = useAppSelector(selectClaim);
  // The landing's consent, given with every document opened: without it, back there.
  const [agreed] = useState(
    () =>
      !!claimConsentAt(
        readClaimDraft(gift.id),
        gift.documents.map((doc) => doc.key),
      ),
  );
  useTraceScreen(agreed && gift.status === 'open' ? gift.productId : null);

  // A claim left over from an earlier visit is not this one's.
  useEffect(() => {
    dispatch(aybActions.claimDismissed());
  }, [dispatch]);

  // A gift that can no longer be claimed says so here, whatever the draft holds: no sign-in, no form.
  if (claim.unavailable) {
    return (
      <main>
        <HomeLink />
        <GiftUnavailable status={claim.unavailable} message={claim.message} />
      </main>
    );
  }
  if (gift.status !== 'open') {
    return (
      <main>
        <HomeLink />
        <GiftUnavailable status={gift.status} />
      </main>
    );
  }
  if (!agreed) return <Navigate replace to={paths.gift.claim(gift.id)} />;
  if (claim.status === 'already') {
    return (
      <AlreadyClaimed
        policy={claim.policy}
        onAnother={() => dispatch(aybActions.claimDismissed())}
      />
    );
  }
  // What this account has claimed (not the claim just made: 领取成功 is on its way).
  const claimedBefore = signedIn && gift.claimed.length > 0 && claim.status !== 'claimed';
  if (claimedBefore && familyOf(gift) === null) {
    return (
      <main className={styles.result}>
        <HomeLink />
        <Summary gift={gift} />
        <ClaimedCard gift={gift} />
        <div className={styles.actions}>
          <Link className={screenStyles.ghostLink} to={paths.policy.list()}>
            {TEXT.successful.viewPolicies}
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className={funnelStyles.footerPage}>
      <HomeLink />
      <Summary gift={gift} />
      {claimedBefore ? <ClaimedCard gift={gift} /> : null}
      {signedIn ? <ClaimForm gift={gift} /> : <GiftLoginForm />}
    </main>
  );
}

/** The gift claimed here, in a line: its name, free, its period and its insurer. */
function Summary({ gift }: { gift: Gift }) {
  return (
    <section className={styles.summary}>
      <h1 className={styles.summaryName}>{gift.name}</h1>
      <p>
        <Price amount={0} /> · {gift.termLabel} · {gift.insurer}
      </p>
    </section>
  );
}

/** The insured person has this gift already: their policy instead of an error. */
function AlreadyClaimed({
  policy,
  onAnother,
}: {
  policy: ClaimedPolicy | null;
  onAnother: () => void;
}) {
  return (
    <main className={styles.result}>
      <HomeLink />
      <section className={`${funnelStyles.card} ${styles.resultCard}`} aria-live="polite">
        <div className={screenStyles.icon} aria-hidden="true">
          <CheckOutline />
        </div>
        <h1 className={screenStyles.title}>{TEXT.already.title}</h1>
        <p className={styles.lead}>{policy ? TEXT.already.lead : TEXT.already.other}</p>
        {policy ? <PolicyFacts policy={policy} /> : null}
      </section>
      <div className={styles.actions}>
        {policy ? (
          <Link className={screenStyles.primaryLink} to={paths.policy.detail(policy.policyNo)}>
            {TEXT.successful.viewPolicy}
          </Link>
        ) : null}
        <Button variant="ghost" block onClick={onAnother}>
          {TEXT.form.anotherPerson}
        </Button>
        <Link className={screenStyles.ghostLink} to={paths.policy.list()}>
          {TEXT.successful.viewPolicies}
        </Link>
      </div>
    </main>
  );
}
