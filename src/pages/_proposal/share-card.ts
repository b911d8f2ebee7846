import { paths } from '../../config/paths';
import { shareLink } from '../../lib/share';
import type { PlanFigures } from './figures';

/**
 * The card a shared plan shows in a chat (issue 24): a title without any name, the members by
 * role and age, and the share's link, which opens the read-only summary to anyone. The link is
 * always https on the site's origin, whatever the page was served over (lib/share). Declared by
 * the plan's screens once a share exists and by the shared summary itself (ui/share-card, which
 * the shell hands to the messaging app's JS-SDK); the preview shows it and the share image
 * carries its link as a QR code.
 */
export interface ShareCard {
  title: string;
  desc: string;
  /** The in-site path of the shared summary. */
  path: string;
  /** The same, absolute and https (what the card opens, what is copied and drawn). */
  link: string;
}

export function shareCardOf(
  figures: PlanFigures,
  key: string,
  origin: string = window.location.origin,
): ShareCard {
  const path = paths.proposal.shared(key);
  return {
    title: figures.shareTitle,
    desc: figures.shareDesc,
    path,
    link: shareLink(path, origin),
  };
}
