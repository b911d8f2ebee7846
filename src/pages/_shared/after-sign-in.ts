import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The query parameter that carries an action through sign-in: `?then=activate`. */
const THEN = 'then';

/** An action that needs the visitor signed in, completed when they come back from signing in. */
export type PendingAction = 'activate' | 'bind' | 'claim';

/** Where sign-in returns to for `action`: this screen, with the action to complete. */
export function returnWithAction(
  location: { pathname: string; search: string; hash: string },
  action: PendingAction,
): string {
  const params = new URLSearchParams(location.search);
  params.set(THEN, action);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

/**
 * The action this screen was asked to complete after sign-in, if any, and `done` to drop it from
 * the address (replacing the entry) once it has been carried out, so a reload or a back does not
 * do it twice.
 */
export function usePendingAction(action: PendingAction) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const pending = params.get(THEN) === action;
  const { pathname, search, hash } = location;
  const done = useCallback(() => {
    const rest = new URLSearchParams(search);
    rest.delete(THEN);
    const kept = rest.toString();
    navigate({ pathname, search: kept ? `?${kept}` : '', hash }, { replace: true });
  }, [navigate, pathname, search, hash]);
  return [pending, done] as const;
}
