/**
 * Statistics events for the CNZZ-style script (`_czc`, queued until the script runs; the shell's
 * app/statistics.ts injects it and records page views). Events carry ids, step names, variant
 * names and seconds only: never a name, a phone number or anything typed.
 */
export type StatsQueue = unknown[][];

declare global {
  interface Window {
    _czc?: StatsQueue;
  }
}

export function statsQueue(win: Window = window): StatsQueue {
  win._czc ??= [];
  return win._czc;
}

/** The landings that count conversions. */
export type LandingKind = 'article' | 'poster' | 'flow' | 'shortvideo' | 'invite' | 'group';

/** The step of a landing's funnel a conversion event marks. */
export type ConversionStep = 'view' | 'cta' | 'lead';

export type CampaignEvent =
  | { type: 'reading'; articleId: number; seconds: number }
  | { type: 'conversion'; landing: LandingKind; id: string; step: ConversionStep; variant?: string }
  | { type: 'poster'; posterId: string; action: 'save' | 'copy-caption' | 'switch' }
  /** A completed step of the planning questionnaire: its name and the campaign, never an answer. */
  | { type: 'questionnaire'; campaignId: string; step: string };

/** `_trackEvent`: category, action, label, value (CNZZ's order). */
export function eventRow(event: CampaignEvent): unknown[] {
  switch (event.type) {
    case 'reading':
      return ['_trackEvent', '文章阅读', 'reading', String(event.articleId), event.seconds];
    case 'conversion':
      return [
        '_trackEvent',
        `转化:${event.landing}`,
        event.step,
        event.variant ? `${event.id}:${event.variant}` : event.id,
      ];
    case 'poster':
      return ['_trackEvent', '海报', event.action, event.posterId];
    case 'questionnaire':
      return ['_trackEvent', '家庭保障规划', 'step', `${event.campaignId}:${event.step}`];
  }
}

export function trackEvent(event: CampaignEvent, win: Window = window): void {
  statsQueue(win).push(eventRow(event));
}
