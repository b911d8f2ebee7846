import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { selectWxSdkConfig } from '../data/common/selectors';
import { useAppSelector } from '../data/hooks';
import { PageSkeleton } from '../ui/PageSkeleton';
import { ErrorBoundary } from './ErrorBoundary';
import { configureWechatSdk } from './wechat';

/** The root layout ('/' is a layout wrapper in the spec): error boundary, loading state, SDK. */
export function Layout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const wxSdkConfig = useAppSelector(selectWxSdkConfig);

  useEffect(() => {
    // A new screen starts at the top; back and forward keep the browser's own position.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

  useEffect(() => {
    if (wxSdkConfig) void configureWechatSdk(wxSdkConfig);
  }, [wxSdkConfig]);

  return (
    <ErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
