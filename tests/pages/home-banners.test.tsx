import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import '../../src/data/active';
import { activeSlice } from '../../src/data/active/slice';
import type { Banner } from '../../src/data/active/types';
import CampaignBanners, { AUTOPLAY_MS } from '../../src/pages/_home/CampaignBanners';
import { registerRequestHooks, resetRequestHooks } from '../../src/api/request';
import { clearFaults, resetDb, server, setFault } from '../../src/mocks/node';
import { renderApp, renderScreen } from '../support/render';

const BANNERS: Banner[] = [
  {
    id: 1,
    title: '给爸妈的一份保障',
    image: '/sandbox/art/banners/senior.svg',
    link: '/Active/shortvideo',
  },
  { id: 2, title: '家庭保障规划', image: '/sandbox/art/banners/planning.svg', link: '/Members' },
  { id: 3, title: '保险小课堂', image: '/sandbox/art/banners/articles.svg', link: null },
];

/** The carousel with these banners already loaded: no call, so fake timers are safe. */
function showBanners(banners: Banner[] = BANNERS) {
  return renderScreen(<CampaignBanners />, {
    preloadedState: {
      active: { ...activeSlice.getInitialState(), banners, bannersStatus: 'succeeded' },
    },
  });
}

const dot = (index: number) => screen.getByRole('button', { name: `查看第${index}张活动` });
const currentDot = () =>
  screen.getAllByRole('button', { name: /^查看第\d张活动$/ }).findIndex((button) => {
    return button.getAttribute('aria-current') === 'true';
  }) + 1;

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

beforeEach(() => {
  resetDb();
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearFaults();
  resetRequestHooks();
});

test('the home screen shows the running campaigns as linked pictures with their size', async () => {
  renderApp({ route: '/Home' });
  const region = await screen.findByRole('region', { name: '精选活动' });
  const links = await within(region).findAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/Active/shortvideo',
    '/Active/InformationFow/p3',
    '/Active/Articles/302',
    '/Members',
  ]);
  const pictures = within(region).getAllByRole('img');
  expect(pictures[0]).toHaveAccessibleName(/给爸妈的意外保障/);
  for (const picture of pictures) {
    expect(picture).toHaveAttribute('width', '351');
    expect(picture).toHaveAttribute('height', '120');
    expect(picture.getAttribute('src')).toMatch(/^\/sandbox\/art\/banners\//);
  }
  expect(within(region).getAllByRole('button', { name: /^查看第\d张活动$/ })).toHaveLength(4);
});

test('with no campaign running, the banner is left out', async () => {
  server.use(
    http.get('/rest/api/active/banners', () =>
      HttpResponse.json({ code: 0, message: 'success', payload: [] }),
    ),
  );
  renderApp({ route: '/Home' });
  await screen.findAllByTestId('product-card');
  const region = await screen.findByRole('region', { name: '精选活动' });
  await vi.waitFor(() => expect(region).toBeEmptyDOMElement());
});

/** The request helper's hooks as start-up wires them: what would tell or move the visitor. */
function watchHooks() {
  const hooks = { redirect: vi.fn(), notice: vi.fn(), unauthorized: vi.fn() };
  registerRequestHooks(hooks);
  return hooks;
}

// A decoration: whatever its call does, the banners' place ends up empty, nobody is told or moved.
test.each([
  ['a 503', { status: 503 }],
  ['a 404', { status: 404 }],
  ['a lost network', { networkError: true }],
  ['a broken body', { malformed: true }],
  ['a non-zero code', { code: 9, message: '活动服务维护中' }],
] as const)(
  '%s on the banners: their place is left empty, the catalogue is shown, nothing is said',
  async (_, fault) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hooks = watchHooks();
    setFault('GET', '/rest/api/active/banners', fault);
    const { services } = renderApp({ route: '/Home' });
    expect((await screen.findAllByTestId('product-card')).length).toBeGreaterThan(0);
    const region = await screen.findByRole('region', { name: '精选活动' });
    await vi.waitFor(() => expect(region).toBeEmptyDOMElement());
    for (const told of Object.values(services.feedback)) expect(told).not.toHaveBeenCalled();
    expect(hooks.notice).not.toHaveBeenCalled();
    expect(hooks.redirect).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/Home');
  },
);

test('a banners 503 beside the catalogue’s non-zero code: the catalogue’s message is what the visitor is told', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const hooks = watchHooks();
  setFault('GET', '/rest/api/active/banners', { status: 503 });
  setFault('GET', '/rest/api/product_types/products', { code: 9, message: '产品服务维护中' });
  const { services } = renderApp({ route: '/Home' });
  expect(await screen.findByText('产品加载失败')).toBeInTheDocument();
  const region = await screen.findByRole('region', { name: '精选活动' });
  await vi.waitFor(() => expect(region).toBeEmptyDOMElement());
  expect(services.feedback.info.mock.calls).toEqual([['产品服务维护中']]);
  for (const told of [services.feedback.toast, services.feedback.fail, services.feedback.success]) {
    expect(told).not.toHaveBeenCalled();
  }
  expect(hooks.notice).not.toHaveBeenCalled();
  expect(hooks.redirect).not.toHaveBeenCalled();
});

test('a dot shows its slide', () => {
  showBanners();
  expect(currentDot()).toBe(1);
  fireEvent.click(dot(3));
  expect(currentDot()).toBe(3);
  expect(dot(3)).toHaveAttribute('aria-current', 'true');
  expect(dot(1)).not.toHaveAttribute('aria-current');
});

test('autoplay moves on, and after the last slide comes the first', () => {
  vi.useFakeTimers();
  showBanners();
  act(() => vi.advanceTimersByTime(AUTOPLAY_MS - 1));
  expect(currentDot()).toBe(1);
  act(() => vi.advanceTimersByTime(1));
  expect(currentDot()).toBe(2);
  act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
  expect(currentDot()).toBe(3);
  act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
  expect(currentDot()).toBe(1);
});

test('a finger on the banner holds it; lifting it starts the wait again', () => {
  vi.useFakeTimers();
  showBanners();
  const track = screen.getByTestId('banner-track');
  fireEvent.touchStart(track);
  act(() => vi.advanceTimersByTime(3 * AUTOPLAY_MS));
  expect(currentDot()).toBe(1);
  fireEvent.touchEnd(track);
  act(() => vi.advanceTimersByTime(AUTOPLAY_MS - 1));
  expect(currentDot()).toBe(1);
  act(() => vi.advanceTimersByTime(1));
  expect(currentDot()).toBe(2);
});

test('a visitor who asked for reduced motion gets no autoplay', () => {
  reducedMotion(true);
  vi.useFakeTimers();
  showBanners();
  act(() => vi.advanceTimersByTime(5 * AUTOPLAY_MS));
  expect(currentDot()).toBe(1);
  fireEvent.click(dot(2));
  expect(currentDot()).toBe(2);
});

test('a link off the site is not followed, and a picture from an unsafe place is not loaded', () => {
  showBanners([
    {
      id: 1,
      title: '外部活动',
      image: 'http://ads.example.com/a.png',
      link: 'https://ads.example.com',
    },
    { id: 2, title: '站内活动', image: 'javascript:alert(1)', link: '//evil.example/x' },
  ]);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('外部活动')).toBeInTheDocument();
  expect(screen.getByText('站内活动')).toBeInTheDocument();
});

test('one campaign is one slide, without dots or autoplay', () => {
  vi.mocked(Element.prototype.scrollTo).mockClear();
  vi.useFakeTimers();
  showBanners([BANNERS[0]!]);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('link')).toHaveAttribute('href', '/Active/shortvideo');
  act(() => vi.advanceTimersByTime(2 * AUTOPLAY_MS));
  expect(Element.prototype.scrollTo).not.toHaveBeenCalled();
});
