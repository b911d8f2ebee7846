import { paths } from '../../config/paths';
import type { PlanFigures } from './figures';

/**
 * The card a shared plan shows in a chat: title "{称呼}的计划书" and the members by role and age,
 * nothing more personal, leading to the read-only preview. The plan's screens declare it
 * (ui/share-card, which the shell hands to the messaging app's JS-SDK) and the preview shows it.
 */
export interface ShareCard {
  title: string;
  desc: string;
  /** The in-site path of the preview. */
  path: string;
  /** The same, absolute (what the card opens). */
  link: string;
}

export function shareCardOf(
  figures: PlanFigures,
  origin: string = window.location.origin,
): ShareCard {
  const path = paths.proposal.preview(figures.id);
  return {
    title: figures.shareTitle,
    desc: figures.shareDesc,
    path,
    link: new URL(path, origin).href,
  };
}
