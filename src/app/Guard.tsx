import { useEffect, useLayoutEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths, pathOf } from '../config/paths';
import { commonActions } from '../data/common/slice';
import { useAppDispatch } from '../data/hooks';
import { userToken } from '../api/token';
import SignedOut from '../pages/_shell/SignedOut';
import { device, signatureUrl } from './device';
import { arrivedByTraversal } from '../ui/traversal';
import { moduleTarget, titleOf } from './route-utils';
import type { RouteEntry } from './routes';
import { trackPageView } from './statistics';

/**
 * The shared route guard (decisions.md): title, statistics page view, messaging-app JS-SDK
 * configuration, and the auth rule. Wraps every screen.
 */
export function Guard({ entry, screen: Screen }: { entry: RouteEntry; screen: ComponentType }) {
  const location = useLocation();
  const params = useParams();
  const dispatch = useAppDispatch();
  const blocked = entry.auth && !userToken();
  // Back or Forward onto a signed-in screen after the session ended (a logout): what a signed-out
  // visitor sees, never a sign-in started on its own (inside the messaging app, its consent page).
  const signedOut = blocked && arrivedByTraversal();
  const redirecting = (blocked && !signedOut) || entry.kind === 'module';

  // Before the screen's own effects (a layout effect runs before every passive one), so a screen
  // that names itself, such as the not-found screen of a route with no page file yet, has the last
  // word even when it first renders together with the guard.
  useLayoutEffect(() => {
    if (!redirecting) document.title = titleOf(entry);
  }, [entry, redirecting]);

  useEffect(() => {
    if (!redirecting) trackPageView(location.pathname);
  }, [location.pathname, redirecting]);

  useEffect(() => {
    if (redirecting || !device.wechat) return;
    dispatch(commonActions.wxSdkConfigRequested({ page: signatureUrl() }));
  }, [dispatch, location.pathname, location.search, redirecting]);

  if (signedOut) return <SignedOut wechat={device.wechat} />;
  if (blocked) return <Navigate replace to={paths.signIn(pathOf(location), device.wechat)} />;
  if (entry.kind === 'module') {
    return (
      <Navigate replace to={moduleTarget(entry.path, params, location.search, location.hash)} />
    );
  }
  return <Screen />;
}
