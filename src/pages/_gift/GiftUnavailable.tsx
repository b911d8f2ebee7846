import { GIFT_COPY } from '../../config/copy-gift';
import type { GiftStatus } from '../../data/ayb/types';
import { StateBlock } from '../../ui/StateBlock';
import { CatalogueLink } from './GiftGate';

const TEXT = GIFT_COPY.unavailable;

/** An ended or sold-out gift: said plainly, with the way to the catalogue. */
export function GiftUnavailable({
  status,
  message,
}: {
  status: Exclude<GiftStatus, 'open'>;
  message?: string;
}) {
  return (
    <StateBlock
      kind="empty"
      title={status === 'ended' ? TEXT.ended : TEXT.soldOut}
      description={message || TEXT.lead}
      action={<CatalogueLink />}
    />
  );
}
