import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { selectWxSdkConfig } from '../data/common/selectors';
import { useAppSelector } from '../data/hooks';
import { PageSkeleton } from '../ui/PageSkeleton';
import { ErrorBoundary } from './ErrorBoundary';
import { useScrollMemory } from './scroll-memory';
import { configureWechatSdk } from './wechat';

/** The root layout ('/' is a layout wrapper in the spec): error boundary, loading state, SDK. */
export function Layout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const wxSdkConfig = useAppSelector(selectWxSdkConfig);

  useScrollMemory(location, navigationType);

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
