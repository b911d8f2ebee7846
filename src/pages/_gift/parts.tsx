import type { ReactNode } from 'react';
import { GIFT_COPY } from '../../config/copy-gift';
import type { Gift } from '../../data/ayb/types';
import { ClaimForm } from './ClaimForm';
import { GiftFooter } from './GiftFooter';
import { GiftGate, useGiftId } from './GiftGate';
import { GiftHeader } from './GiftHeader';
import { GiftLoginForm } from './GiftLoginForm';
import { GiftUnavailable } from './GiftUnavailable';
import styles from './Gift.module.css';

/** The claim screen's parts on their own (`/Insurance/ayb/component/*?id=`), as previews. */
function Preview({ children }: { children: ReactNode }) {
  return (
    <main className={styles.preview} aria-label={GIFT_COPY.preview.label}>
      {children}
    </main>
  );
}

/** The header says an ended or sold-out gift's state itself (GiftHeader). */
export function HeaderPart() {
  return <GiftGate>{(gift) => <Preview>{<GiftHeader gift={gift} />}</Preview>}</GiftGate>;
}

/** A gift that can no longer be claimed: its state in place of the claim's form or sign-in. */
function Claimable({ gift, children }: { gift: Gift; children: ReactNode }) {
  return gift.status === 'open' ? children : <GiftUnavailable status={gift.status} />;
}

export function FormPart() {
  return (
    <GiftGate>
      {(gift) => (
        <Preview>
          <Claimable gift={gift}>
            <ClaimForm gift={gift} claimable={false} />
          </Claimable>
        </Preview>
      )}
    </GiftGate>
  );
}

/** The sign-in of the claim; with `?id=`, for that gift, so not for one that has ended. */
export function LoginFormPart() {
  const id = useGiftId();
  const form = <GiftLoginForm />;
  if (id === null) return <Preview>{form}</Preview>;
  return (
    <GiftGate>
      {(gift) => (
        <Preview>
          <Claimable gift={gift}>{form}</Claimable>
        </Preview>
      )}
    </GiftGate>
  );
}

/** The disclosure; an ended or sold-out gift says so above it, as the claim screen and header do. */
export function FooterPart() {
  return (
    <GiftGate>
      {(gift) => (
        <Preview>
          {gift.status === 'open' ? null : <GiftUnavailable status={gift.status} />}
          <GiftFooter gift={gift} />
        </Preview>
      )}
    </GiftGate>
  );
}
