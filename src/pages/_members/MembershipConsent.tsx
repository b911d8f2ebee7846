import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { ACCOUNT_COPY } from '../../config/copy-account';
import {
  MEMBERSHIP_TRAIL,
  membershipAgreedAt,
  readMembershipConsent,
  writeMembershipConsent,
} from '../../data/members/consent';
import { traceEvent } from '../../data/trace';
import { DocumentOverlay, useDocuments } from '../_shared/DocumentOverlay';
import { LEGAL_DOCUMENTS, LegalDocumentText } from '../_shared/legal';
import { ConsentBox, DocumentList, unreadOf } from '../_shared/ReadThenConsent';
import { useTraceScreen } from '../_shared/use-trace';
import styles from './Members.module.css';

const TEXT = ACCOUNT_COPY.members;
const AGREEMENT = LEGAL_DOCUMENTS.userAgreement;
const PRIVACY = LEGAL_DOCUMENTS.privacy;

/**
 * The membership's consent (issue 24), as the purchase asks it: the 用户服务协议 is opened full
 * screen (marked 已阅读) before 我已阅读并同意 can be ticked, and the activation waits for the tick.
 * Kept across the trip through sign-in; each step is in the membership's trail. `active`: the
 * screen offers the activation now (not to a member). `withPrivacy`: the screen signs the visitor
 * in as well (手机号注册), so the one consent also covers the 隐私政策 that sign-in asks for, and
 * the phone form shows no second box naming the same agreement.
 */
export function useMembershipConsent(active: boolean, { withPrivacy = false } = {}) {
  const docs = withPrivacy ? [AGREEMENT, PRIVACY] : [AGREEMENT];
  const { pathname } = useLocation();
  const documents = useDocuments(readMembershipConsent().documentsRead ?? [], (documentsRead) =>
    writeMembershipConsent({ documentsRead }),
  );
  const [agreedAt, setAgreedAt] = useState(() =>
    membershipAgreedAt(
      undefined,
      docs.map((doc) => doc.key),
    ),
  );
  const [tried, setTried] = useState(false);
  useTraceScreen(active ? MEMBERSHIP_TRAIL : null, true);
  const unread = unreadOf(docs, documents.read);

  const agree = (checked: boolean) => {
    const at = checked ? new Date().toISOString() : null;
    setAgreedAt(at);
    setTried(false);
    writeMembershipConsent({ agreedAt: at ?? undefined });
    if (checked) traceEvent('consent', pathname, { target: 'userAgreement' });
  };

  const block = (
    <section className={styles.consent} aria-labelledby="membership-agreement">
      <h2 id="membership-agreement" className={styles.consentTitle}>
        {TEXT.agreementTitle}
      </h2>
      <DocumentList docs={docs} read={documents.read} onOpen={documents.open} />
      <ConsentBox checked={!!agreedAt} unread={unread} invalid={tried} onChange={agree}>
        {withPrivacy ? TEXT.consentWithPrivacy : TEXT.consent}
      </ConsentBox>
      {/* Documents still unread: the box says so itself. */}
      {tried && !agreedAt && !unread.length ? (
        <p className={styles.consentError} role="alert">
          {withPrivacy ? COPY.login.mustAgree : TEXT.mustConsent}
        </p>
      ) : null}
      {documents.openKey === AGREEMENT.key ? (
        <DocumentOverlay doc={AGREEMENT} onClose={documents.close}>
          <LegalDocumentText docKey="userAgreement" />
        </DocumentOverlay>
      ) : null}
      {withPrivacy && documents.openKey === PRIVACY.key ? (
        <DocumentOverlay doc={PRIVACY} onClose={documents.close}>
          <LegalDocumentText docKey="privacy" />
        </DocumentOverlay>
      ) : null}
    </section>
  );

  return {
    block,
    /** The consent's time to activate with; null (and the visitor told) when not given yet. */
    consentFor(): string | null {
      if (!agreedAt) setTried(true);
      return agreedAt;
    },
  };
}
