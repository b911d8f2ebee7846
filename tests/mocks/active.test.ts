import { existsSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import { routes } from '../../src/app/routes';
import { screenFileOf } from '../../src/app/screens';
import type { Reply } from '../../src/api/envelope';
import type { Banner } from '../../src/data/active/types';
import { resetClock, resetDb, setNow } from '../../src/mocks/node';

const at = (date: string) => Date.parse(`${date}T12:00:00+08:00`);

async function banners(): Promise<Reply<Banner[]>> {
  const response = await fetch(new URL('/rest/api/active/banners', location.href));
  expect(response.status).toBe(200);
  return (await response.json()) as Reply<Banner[]>;
}

beforeEach(() => {
  void resetDb();
});
afterEach(() => {
  resetClock();
});

describe('GET /rest/api/active/banners', () => {
  it('answers the campaigns running now, in their order, each a picture, a title and a link', async () => {
    setNow(at('2026-11-23'));
    const reply = await banners();
    expect(reply.code).toBe(0);
    expect(reply.payload.map((banner) => banner.id)).toEqual([301, 302, 303, 304]);
    for (const banner of reply.payload) {
      expect(Object.keys(banner).sort()).toEqual(['id', 'image', 'link', 'title']);
      expect(banner.title.length).toBeGreaterThan(4);
      expect(banner.link).toMatch(/^\/[A-Za-z]/);
      expect(existsSync(`src/mocks/artwork/${banner.image.replace('/sandbox/art/', '')}`)).toBe(
        true,
      );
    }
  });

  it('links every running campaign to a screen that exists', async () => {
    setNow(at('2026-11-23'));
    for (const { link } of (await banners()).payload) {
      const { pathname } = new URL(link!, location.origin);
      const route = routes.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
      expect(route, link!).toBeDefined();
      expect(await screenFileOf(route!.path), link!).toBeDefined();
    }
  });

  it('leaves out a campaign that has ended, and answers one that ran then', async () => {
    setNow(at('2025-12-01'));
    expect((await banners()).payload.map((banner) => banner.id)).toEqual([305]);
    setNow(at('2026-01-01'));
    expect((await banners()).payload.map((banner) => banner.id)).not.toContain(305);
  });

  it('answers an empty list when nothing runs', async () => {
    setNow(at('2031-06-01'));
    const reply = await banners();
    expect(reply.code).toBe(0);
    expect(reply.payload).toEqual([]);
  });
});
