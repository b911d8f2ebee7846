import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import { paths } from '../../config/paths';
import type { LoadStatus } from '../../data/status';
import { Button } from '../../ui/Button';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import screenStyles from '../_shared/Screen.module.css';

interface Props<T> {
  status: LoadStatus;
  data: T | null;
  /** The server said there is no such thing: what to call it. */
  missing?: string | false;
  onRetry: () => void;
  children: (data: T) => ReactNode;
  /** What shows while it loads (cards in grey unless the screen has its own). */
  skeleton?: ReactNode;
}

/**
 * A campaign screen's data: skeleton while it loads, an error with a retry, "not found" with a
 * way home, else the screen.
 */
export function LoadState<T>({
  status,
  data,
  missing,
  onRetry,
  children,
  skeleton = <CardSkeletons count={3} />,
}: Props<T>) {
  if (data) return <>{children(data)}</>;
  if (status === 'failed' && missing) {
    return (
      <StateBlock
        kind="empty"
        title={missing}
        action={
          <Link className={screenStyles.link} to={paths.home()}>
            {CAMPAIGN_COPY.backHome}
          </Link>
        }
      />
    );
  }
  if (status === 'failed') {
    return (
      <StateBlock
        kind="error"
        title={CAMPAIGN_COPY.loadFailed}
        action={<Button onClick={onRetry}>{CAMPAIGN_COPY.retry}</Button>}
      />
    );
  }
  return <>{skeleton}</>;
}
