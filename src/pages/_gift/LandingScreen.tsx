import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { GIFT_COPY } from '../../config/copy-gift';
import { paths } from '../../config/paths';
import { claimConsentAt, readClaimDraft, writeClaimDraft } from '../../data/ayb/draft';
import type { Gift } from '../../data/ayb/types';
import { traceEvent } from '../../data/trace';
import { Button } from '../../ui/Button';
import { DURATION, toast } from '../../ui/feedback';
import { NoticeDialog } from '../../ui/NoticeDialog';
import { HomeLink } from '../../ui/HomeLink';
import { arrivedByTraversal } from '../../ui/traversal';
import { DocumentOverlay, useDocuments } from '../_shared/DocumentOverlay';
import { ConsentBox, titlesOf, unreadOf } from '../_shared/ReadThenConsent';
import { useTraceScreen } from '../_shared/use-trace';
import funnelStyles from '../_shared/funnel.module.css';
import { ClaimedCard, familyOf } from './ClaimedCard';
import { GiftDocuments } from './GiftDocuments';
import { GiftFooter } from './GiftFooter';
import { GiftGate } from './GiftGate';
import { GiftHeader } from './GiftHeader';
import styles from './Gift.module.css';
import { DockFooter } from '../_shared/DockFooter';

const TEXT = GIFT_COPY;

/**
 * `/Insurance/ayb?id=`: the gift, what it covers and who gives it, the documents to read (each
 * opened before the consent can be ticked, as in the purchase), and 我已逐页阅读上述内容并同意
 * before 立即领取. The claim's trail starts here. A visitor who has claimed it (the gift's
 * `claimed`: Back from 领取成功, a link opened again) is told 您已领取 with the way to each
 * policy, and offered no claim again, unless the gift may be claimed for family (为家人领取, a new
 * claim with its own reading and consent).
 */
export default function LandingScreen() {
  return <GiftGate>{(gift) => <Landing gift={gift} />}</GiftGate>;
}

function Landing({ gift }: { gift: Gift }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const keys = gift.documents.map((doc) => doc.key);
  const [consentAt, setConsentAt] = useState(() => claimConsentAt(readClaimDraft(gift.id), keys));
  const documents = useDocuments(readClaimDraft(gift.id).documentsRead ?? [], (documentsRead) =>
    writeClaimDraft(gift.id, { documentsRead }),
  );
  const unread = unreadOf(gift.documents, documents.read);
  const open = gift.status === 'open';
  const claimed = gift.claimed.length > 0;
  // Claimed already: only a claim for someone else is left to make.
  const offersClaim = open && (!claimed || familyOf(gift) !== null);
  useTraceScreen(offersClaim ? gift.productId : null, true);
  const [byBack] = useState(arrivedByTraversal);
  const [tried, setTried] = useState(false);

  // The entry notice of copy.md, once per claim (the draft goes with a successful claim). Back or
  // Forward onto the landing never brings it back: it was answered on this entry (Back from 领取成功
  // comes here after the claim's draft is gone).
  const [notice, setNotice] = useState(
    () => offersClaim && !byBack && !readClaimDraft(gift.id).noticeShown,
  );
  useEffect(() => {
    if (!offersClaim || byBack || readClaimDraft(gift.id).noticeShown) return;
    writeClaimDraft(gift.id, { noticeShown: true });
    traceEvent('notice', pathname, { target: 'entry' });
  }, [gift.id, offersClaim, pathname, byBack]);
  const closeNotice = useCallback(() => setNotice(false), []);

  const consent = (checked: boolean) => {
    const at = checked ? new Date().toISOString() : null;
    setConsentAt(at);
    writeClaimDraft(gift.id, { consentAt: at ?? undefined });
    if (checked) traceEvent('consent', pathname, { target: 'giftDocuments' });
  };

  const claim = () => {
    if (!consentAt) {
      setTried(true);
      toast.fail(
        unread.length ? COPY.consent.readFirst(titlesOf(unread)) : TEXT.mustConsent,
        DURATION.quickFail,
      );
      return;
    }
    navigate(paths.gift.login(gift.id));
  };

  const openDoc = gift.documents.find((doc) => doc.key === documents.openKey) ?? null;
  // Said first, under the gift's name: the visitor's own claim.
  const claimedCard = claimed ? <ClaimedCard gift={gift} /> : null;

  if (!offersClaim) {
    // The header says so first (the state, the way on), then what the visitor has claimed of it,
    // then what the gift is: no claim.
    return (
      <main>
        <HomeLink />
        <GiftHeader gift={gift} status={claimedCard} />
        {claimed && open ? (
          <GiftDocuments gift={gift} read={documents.read} onOpen={documents.open} />
        ) : null}
        <GiftFooter gift={gift} />
        {openDoc ? <DocumentOverlay doc={openDoc} onClose={documents.close} /> : null}
      </main>
    );
  }

  return (
    <main className={funnelStyles.footerPage}>
      <HomeLink />
      <GiftHeader gift={gift} status={claimedCard} />
      <GiftDocuments gift={gift} read={documents.read} onOpen={documents.open} />
      <GiftFooter gift={gift} />
      <DockFooter as="div" className={funnelStyles.bar}>
        <ConsentBox
          className={styles.barConsent}
          checked={consentAt !== null}
          unread={unread}
          invalid={tried}
          onChange={consent}
        >
          {TEXT.consent}
        </ConsentBox>
        <Button block onClick={claim}>
          {claimed ? TEXT.claimed.forFamily : TEXT.claimNow}
        </Button>
      </DockFooter>
      {openDoc ? <DocumentOverlay doc={openDoc} onClose={documents.close} /> : null}
      <NoticeDialog open={notice} content={COPY.purchase.entryNotice} onClose={closeNotice} />
    </main>
  );
}
