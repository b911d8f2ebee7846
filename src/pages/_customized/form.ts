import { useCallback, useState } from 'react';
import { readDraft, writeDraft } from '../../data/customizedV2/draft';
import type { Draft } from '../../data/customizedV2/questionnaire';
import type { Campaign } from '../../data/customizedV2/types';

/** The questionnaire's draft, read once and written on every change (sessionStorage only). */
export function useDraft(campaignId: string) {
  const [draft, setDraft] = useState<Draft>(() => readDraft(campaignId));
  const update = useCallback(
    (patch: Partial<Draft>) =>
      setDraft((current) => {
        const next = { ...current, ...patch };
        writeDraft(campaignId, next);
        return next;
      }),
    [campaignId],
  );
  return [draft, update] as const;
}

/** Where a form screen sends a visitor who cannot answer yet, or has answered already. */
export type FormGate = 'signIn' | 'notBought' | 'answered' | null;

export function formGate(campaign: Campaign): FormGate {
  switch (campaign.visitor.status) {
    case 'guest':
      return 'signIn';
    case 'new':
    case 'unpaid':
      return 'notBought';
    case 'done':
      return 'answered';
    case 'paid':
      return null;
  }
}
