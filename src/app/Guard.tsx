import { useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths, pathOf } from '../config/paths';
import { commonActions } from '../data/common/slice';
import { useAppDispatch } from '../data/hooks';
import { userToken } from '../api/token';
import NotFound from '../pages/_shell/NotFound';
import { device, signatureUrl } from './device';
import { moduleTarget, titleOf } from './route-utils';
import type { RouteEntry } from './routes';
import { trackPageView } from './statistics';

/**
 * The shared route guard (decisions.md): title, statistics page view, messaging-app JS-SDK
 * configuration, and the auth rule. Wraps every screen.
 */
export function Guard({
  entry,
  screen: Screen,
}: {
  entry: RouteEntry;
  screen: ComponentType | null;
}) {
  const location = useLocation();
  const params = useParams();
  const dispatch = useAppDispatch();
  const blocked = entry.auth && !userToken();
  const redirecting = blocked || entry.kind === 'module';

  // A route with no screen yet is not that screen: the not-found screen names itself.
  const shown = !redirecting && Screen !== null;
  useEffect(() => {
    if (shown) document.title = titleOf(entry);
  }, [entry, shown]);

  useEffect(() => {
    if (!redirecting) trackPageView(location.pathname);
  }, [location.pathname, redirecting]);

  useEffect(() => {
    if (redirecting || !device.wechat) return;
    dispatch(commonActions.wxSdkConfigRequested({ page: signatureUrl() }));
  }, [dispatch, location.pathname, location.search, redirecting]);

  if (blocked) return <Navigate replace to={paths.signIn(pathOf(location), device.wechat)} />;
  if (entry.kind === 'module') {
    return (
      <Navigate replace to={moduleTarget(entry.path, params, location.search, location.hash)} />
    );
  }
  if (!Screen) return <NotFound />;
  return <Screen />;
}
