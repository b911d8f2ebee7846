import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { readSession, writeSession } from '../../lib/storage';

interface GuardState {
  flashGuard?: boolean;
}

/**
 * The retention sheet: the first back press on a detail screen is intercepted once per visit. On
 * arrival a duplicate history entry (marked in its state) is pushed; going back from it lands on the
 * unmarked entry, which opens the sheet instead of leaving. Stay closes it; leave really goes back.
 */
export function useFlashBack(productId: number, enabled: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const [open, setOpen] = useState(false);
  const pushed = useRef(false);
  const shownKey = `flashback:${productId}`;
  const armed = (location.state as GuardState | null)?.flashGuard === true;

  useEffect(() => {
    if (!enabled || readSession(shownKey)) return;
    if (armed) {
      pushed.current = true;
      return;
    }
    if (pushed.current && navigationType === 'POP') {
      writeSession(shownKey, '1');
      setOpen(true);
      return;
    }
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { flashGuard: true } satisfies GuardState },
    );
    // Only a new history entry matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, enabled]);

  return {
    open,
    stay: () => setOpen(false),
    leave: () => {
      setOpen(false);
      navigate(-1);
    },
  };
}
