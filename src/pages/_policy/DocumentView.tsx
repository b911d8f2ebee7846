import { useEffect } from 'react';
import { useNavigate, useNavigationType } from 'react-router-dom';
import { POLICY_COPY } from '../../config/copy-policy';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { policyActions, selectEpolicy } from '../../data/policy';
import type { PolicyDetail } from '../../data/policy/types';
import { safeExternalUrl } from '../../lib/url';
import { Button } from '../../ui/Button';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { SafeHtml } from '../../ui/SafeHtml';
import { StateBlock } from '../../ui/StateBlock';
import screenStyles from '../_shared/Screen.module.css';
import styles from './DocumentView.module.css';

const TEXT = POLICY_COPY.detail;

/** The electronic policy key of `?doc=`; the product's documents use their own keys. */
export const EPOLICY_DOC = 'epolicy';

function EpolicyBody({ policy }: { policy: PolicyDetail }) {
  const dispatch = useAppDispatch();
  const epolicy = useAppSelector(selectEpolicy);
  const mine = epolicy.policyNo === policy.policyNo;
  const refresh = () => dispatch(policyActions.epolicyRequested({ policyNo: policy.policyNo }));

  useEffect(() => {
    dispatch(policyActions.epolicyRequested({ policyNo: policy.policyNo }));
  }, [dispatch, policy.policyNo]);

  if (!mine || (epolicy.status === 'loading' && !epolicy.data)) return <CardSkeletons count={2} />;
  if (!epolicy.data) {
    return (
      <StateBlock
        kind="error"
        title={TEXT.loadFailed}
        action={<Button onClick={refresh}>{TEXT.retry}</Button>}
      />
    );
  }
  if (epolicy.data.status === 'issuing') {
    return (
      <div className={styles.issuing}>
        <p className={screenStyles.title}>{TEXT.epolicyIssuing}</p>
        <p className={screenStyles.body}>{TEXT.epolicyIssuingLead}</p>
        <Button onClick={refresh} loading={epolicy.status === 'loading'}>
          {epolicy.status === 'loading' ? TEXT.refreshing : TEXT.refresh}
        </Button>
      </div>
    );
  }
  const link = safeExternalUrl(epolicy.data.url);
  return (
    <>
      {link ? (
        <a className={screenStyles.ghostLink} href={link} target="_blank" rel="noopener noreferrer">
          {TEXT.openLink}
        </a>
      ) : null}
      <SafeHtml html={epolicy.data.html} />
    </>
  );
}

/**
 * One document of a policy full-screen (`?doc=`): its electronic policy, or the product's terms,
 * notice and exclusions as they stood when it was bought. A history entry of its own, so the
 * phone's back button closes it.
 */
export function DocumentView({ policy, docKey }: { policy: PolicyDetail; docKey: string }) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const doc = policy.documents.find((d) => d.key === docKey);
  const epolicy = docKey === EPOLICY_DOC;
  // Opened from the detail (a push): back returns to it. Opened directly: go to the detail.
  const back = () =>
    navigationType === 'PUSH'
      ? navigate(-1)
      : navigate(paths.policy.detail(policy.policyNo), { replace: true });

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={back}>
          ‹ {TEXT.back}
        </button>
      </div>
      <article className={styles.body}>
        <h1 className={screenStyles.pageTitle}>{epolicy ? TEXT.epolicy : (doc?.title ?? '')}</h1>
        <p className={styles.source}>
          {policy.productName} · {policy.policyNo}
        </p>
        {epolicy ? (
          <EpolicyBody policy={policy} />
        ) : doc ? (
          <SafeHtml html={doc.html} />
        ) : (
          <StateBlock kind="empty" title={TEXT.documentMissing} />
        )}
      </article>
    </main>
  );
}
