import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  PosterKitSchema,
  PosterLandingSchema,
  ReferralSchema,
  type PosterKit,
  type PosterLanding,
  type Referral,
} from './types';

export function fetchPosterLanding(id: string): Promise<Reply<PosterLanding>> {
  return request(PATHS.poster(id), { schema: PosterLandingSchema });
}

export function fetchPosterKit(id: string): Promise<Reply<PosterKit>> {
  return request(PATHS.posterKit(id), { schema: PosterKitSchema });
}

/** An opaque key for the share link: the server knows whose it is, the link says nothing. */
export function createReferral(kitId: string, posterId: string): Promise<Reply<Referral>> {
  return request(PATHS.posterReferral(kitId), {
    method: 'POST',
    body: { posterId },
    schema: ReferralSchema,
  });
}
