import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GIFT_COPY } from '../../config/copy-gift';
import { paths } from '../../config/paths';
import { aybActions, selectAyb } from '../../data/ayb';
import type { Gift } from '../../data/ayb/types';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectSignedIn } from '../../data/login/selectors';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';

const TEXT = GIFT_COPY;

/** The gift of `?id=` (a positive whole number), or null. */
export function useGiftId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The way out of a gift that cannot be claimed: the catalogue. */
export function CatalogueLink() {
  return (
    <Link to={paths.home()} replace={false}>
      {TEXT.toCatalogue}
    </Link>
  );
}

/**
 * Every gift screen and part goes through this: the gift of `?id=` loaded on arrival (its places
 * change) and again once the visitor has signed in (what they have claimed of it), a skeleton
 * while it comes, a missing id or gift with the way to the catalogue, and a failed load with
 * retry.
 */
export function GiftGate({ children }: { children: (gift: Gift) => ReactNode }) {
  const id = useGiftId();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const { gift, giftStatus, giftMissing, giftSignedIn } = useAppSelector(selectAyb);
  // Signed in since the gift was loaded: its answer with the visitor's claims is awaited, so no
  // screen offers a claim the account has made already.
  const awaitingClaims = signedIn && !giftSignedIn && giftStatus === 'loading';
  const load = () => {
    if (id !== null) dispatch(aybActions.giftRequested({ id, signedIn }));
  };

  useEffect(() => {
    if (id !== null) dispatch(aybActions.giftRequested({ id, signedIn }));
  }, [dispatch, id, signedIn]);

  if (id === null) {
    return (
      <StateBlock
        kind="empty"
        title={TEXT.noId}
        description={TEXT.noIdBody}
        action={<CatalogueLink />}
      />
    );
  }
  if (gift?.id === id && !awaitingClaims) return <>{children(gift)}</>;
  if (giftMissing !== null) {
    return <StateBlock kind="empty" title={giftMissing} action={<CatalogueLink />} />;
  }
  if (giftStatus === 'failed') {
    return (
      <StateBlock
        kind="error"
        title={TEXT.loadFailed}
        action={<Button onClick={load}>{TEXT.retry}</Button>}
      />
    );
  }
  return <PageSkeleton />;
}
