import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { selectWxSdkConfig } from '../data/common/selectors';
import { useAppSelector } from '../data/hooks';
import { closeOverlays } from '../ui/feedback';
import { paths } from '../config/paths';
import { bootShowing, endBoot } from '../ui/boot';
import { HomeSkeleton, PageSkeleton } from '../ui/PageSkeleton';
import { ElderBar } from '../ui/ElderBar';
import { ErrorBoundary } from './ErrorBoundary';
import { useScrollMemory } from './scroll-memory';
import { declaredShareCard, onShareCardChange } from '../ui/share-card';
import { device } from './device';
import { defaultShareCard } from './share-default';
import { shareCardOf } from '../lib/share';
import { SITE } from '../config/site';
import { configureWechatSdk, setShareCard } from './wechat';
import { useLeavingEntry } from '../pages/_shared/journey-history';

/**
 * Overlays belong to their screen: a dialog left open does not stay over the next one. Rendered
 * before the screen, so this runs before the new screen's own effects (which may open a dialog).
 */
function ScreenOverlays() {
  const { key } = useLocation();
  useEffect(() => closeOverlays(), [key]);
  return null;
}

/**
 * While index.html's boot markup is up, it is the loading state: nothing is drawn over it. Later,
 * the catalogue's code on its way looks like the catalogue; any other screen's, like a page.
 */
function ScreenLoading({ home }: { home: boolean }) {
  if (bootShowing()) return null;
  return home ? <HomeSkeleton /> : <PageSkeleton />;
}

/** Drawn with the screen, in the same commit: the boot markup leaves as the screen arrives. */
function BootEnd() {
  useLayoutEffect(() => endBoot(), []);
  return null;
}

/**
 * Inside the messaging app: the share card of the screen on show, or the site's default card, set
 * whenever it changes and again after every JS-SDK configuration (wechat.ts).
 */
function useShareCards() {
  useEffect(() => {
    if (!device.wechat) return;
    const apply = () =>
      setShareCard(
        shareCardOf(declaredShareCard() ?? defaultShareCard(), location.origin, SITE.shareImage),
      );
    apply();
    return onShareCardChange(apply);
  }, []);
}

/** The root layout ('/' is a layout wrapper in the spec): error boundary, loading state, SDK. */
export function Layout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const wxSdkConfig = useAppSelector(selectWxSdkConfig);

  useScrollMemory(location, navigationType);
  useShareCards();

  useEffect(() => {
    if (wxSdkConfig) void configureWechatSdk(wxSdkConfig);
  }, [wxSdkConfig]);

  const here = location.pathname.toLowerCase();
  const home = ['/', paths.home().toLowerCase()].includes(here);
  // 长辈模式's switch on every screen; home's header and 我的 have their own.
  const ownElderSwitch = home || here === paths.members.centre().toLowerCase();
  // A spent step of a finished journey, being left for the journey's start: not drawn at all
  // (its screen would fetch, redirect or show an empty form for the moment it is there).
  const leaving = useLeavingEntry(location.key);

  return (
    <>
      <ScreenOverlays />
      {!ownElderSwitch && <ElderBar key={location.key} />}
      <ErrorBoundary key={location.pathname}>
        {leaving ? (
          <ScreenLoading home={false} />
        ) : (
          <Suspense fallback={<ScreenLoading home={home} />}>
            <BootEnd />
            <Outlet />
          </Suspense>
        )}
      </ErrorBoundary>
    </>
  );
}
