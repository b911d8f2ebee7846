import { COPY } from '../config/copy';
import { paths } from '../config/paths';
import { SITE } from '../config/site';
import type { ShareCardInput } from '../lib/share';

/** The card of a screen that declares none: the brand and the catalogue. */
export function defaultShareCard(): ShareCardInput {
  return { title: SITE.brandName, desc: COPY.home.slogan, path: paths.home() };
}
