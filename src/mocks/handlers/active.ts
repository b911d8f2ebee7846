import { http, type RequestHandler } from 'msw';
import type { Banner } from '../../data/active/types';
import { now } from '../clock';
import { db } from '../db';
import { ok } from '../reply';

/** Campaigns (the `active` area): the banners of the campaigns running at the sandbox's time. */
export const activeHandlers: RequestHandler[] = [
  http.get('/rest/api/active/banners', () => {
    const at = now();
    const running = db.campaigns
      .filter((campaign) => campaign.startsAt <= at && at < campaign.endsAt)
      .sort((a, b) => a.rank - b.rank);
    return ok(running.map(({ id, title, image, link }): Banner => ({ id, title, image, link })));
  }),
];
