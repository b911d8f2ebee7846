import { useEffect, type ReactNode } from 'react';
import { COPY } from '../../config/copy';
import { Button } from '../../ui/Button';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import { useInView } from '../../ui/use-in-view';
import listStyles from './list.module.css';

interface Props {
  /** Whether the items held are the list asked for, not another tab's on its way out. */
  current: boolean;
  count: number;
  status: string;
  hasMore: boolean;
  /** The next page, asked for when the end of the list comes into view. */
  onMore: () => void;
  /** The first page again, after it failed. */
  onRetry: () => void;
  errorTitle: string;
  /** The empty state, when the list has nothing. */
  empty: ReactNode;
  moreClassName: string;
  /** The cards. */
  children: ReactNode;
}

/**
 * A list of cards by pages (my orders, my policies): skeletons on the first load, an error state
 * with a retry, the empty state, then the cards with the line under them that loads more as it
 * comes into view (loading, tap to retry, no more).
 */
export function PagedList({
  current,
  count,
  status,
  hasMore,
  onMore,
  onRetry,
  errorTitle,
  empty,
  moreClassName,
  children,
}: Props) {
  const [sentinel, nearEnd] = useInView<HTMLDivElement>();
  useEffect(() => {
    if (nearEnd && hasMore && status === 'succeeded' && current) onMore();
  }, [nearEnd, hasMore, status, current, onMore]);

  if (count === 0 && (!current || status === 'loading' || status === 'idle')) {
    return <CardSkeletons count={3} />;
  }
  if (count === 0 && status === 'failed') {
    return (
      <StateBlock
        kind="error"
        title={errorTitle}
        action={<Button onClick={onRetry}>{COPY.common.retry}</Button>}
      />
    );
  }
  if (count === 0) return <>{empty}</>;
  return (
    <>
      {children}
      <div ref={sentinel} className={moreClassName}>
        {status === 'loading' ? (
          COPY.common.loading
        ) : status === 'failed' ? (
          <button type="button" className={listStyles.moreRetry} onClick={onMore}>
            {COPY.common.loadFailedTapRetry}
          </button>
        ) : hasMore ? null : (
          COPY.common.noMore
        )}
      </div>
    </>
  );
}
