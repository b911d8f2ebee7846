import * as v from 'valibot';

/**
 * One banner of GET /rest/api/active/banners (ASSUMED): a campaign running now. Required: what a
 * slide is made of. The picture and the link are used only when safe (lib/url): a picture from
 * https or this site, a link to a path on this site.
 */
export const BannerSchema = v.object({
  id: v.number(),
  /** What the picture says, for those who cannot see it. */
  title: v.string(),
  image: v.string(),
  link: v.nullish(v.string(), null),
});
export type Banner = v.InferOutput<typeof BannerSchema>;
export const BannersSchema = v.array(BannerSchema);
