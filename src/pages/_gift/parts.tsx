import type { ReactNode } from 'react';
import { GIFT_COPY } from '../../config/copy-gift';
import { ClaimForm } from './ClaimForm';
import { GiftFooter } from './GiftFooter';
import { GiftGate } from './GiftGate';
import { GiftHeader } from './GiftHeader';
import { GiftLoginForm } from './GiftLoginForm';
import styles from './Gift.module.css';

/** The claim screen's parts on their own (`/Insurance/ayb/component/*?id=`), as previews. */
function Preview({ children }: { children: ReactNode }) {
  return (
    <main className={styles.preview} aria-label={GIFT_COPY.preview.label}>
      {children}
    </main>
  );
}

export function HeaderPart() {
  return <GiftGate>{(gift) => <Preview>{<GiftHeader gift={gift} />}</Preview>}</GiftGate>;
}

export function FormPart() {
  return (
    <GiftGate>
      {(gift) => <Preview>{<ClaimForm gift={gift} claimable={false} />}</Preview>}
    </GiftGate>
  );
}

export function LoginFormPart() {
  return (
    <Preview>
      <GiftLoginForm />
    </Preview>
  );
}

export function FooterPart() {
  return <GiftGate>{(gift) => <Preview>{<GiftFooter gift={gift} />}</Preview>}</GiftGate>;
}
