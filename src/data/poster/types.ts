import * as v from 'valibot';
import { AdvisorSchema, PictureSchema, ProductIdSchema } from '../active/types';

/**
 * The `poster` area's replies (ASSUMED shapes, docs/api.md): the ad landings behind a poster, the
 * poster maker's posters, and the referral key a shared poster carries.
 */
export const PosterLandingSchema = v.object({
  id: v.string(),
  /** 'ended': the campaign is over; the page says so and leads nowhere. */
  status: v.picklist(['on', 'ended']),
  title: v.string(),
  /** Long pictures, top to bottom. */
  images: v.nullish(v.array(PictureSchema), () => []),
  offer: v.object({
    title: v.string(),
    points: v.nullish(v.array(v.string()), () => []),
  }),
  productId: ProductIdSchema,
  advisor: v.nullish(AdvisorSchema, null),
  formTitle: v.string(),
  ctaText: v.string(),
});
export type PosterLanding = v.InferOutput<typeof PosterLandingSchema>;

export const PosterKitSchema = v.object({
  id: v.string(),
  title: v.string(),
  /** The suggested caption to paste with the poster. */
  caption: v.string(),
  posters: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      picture: PictureSchema,
      /** The ad landing the poster's QR code opens. */
      landingId: v.string(),
    }),
  ),
  /** The campaign's advisor, for a poster signed with the advisor's card. */
  advisor: v.nullish(AdvisorSchema, null),
});
export type PosterKit = v.InferOutput<typeof PosterKitSchema>;

export const ReferralSchema = v.object({ key: v.string() });
export type Referral = v.InferOutput<typeof ReferralSchema>;
