/**
 * One risk's cover for one person: what the plan recommends and what they already have (yuan).
 * `existing` is null when it is not known (the family has not said), which is not the same as none.
 */
export interface CoverFigures {
  recommended: number;
  existing: number | null;
}

export interface ProtectionGap {
  recommended: number;
  existing: number | null;
  /**
   * What is missing, never below zero: existing cover beyond the recommendation is no gap. Null
   * when the existing cover is not known: a gap would be a guess.
   */
  gap: number | null;
  /** How much of the recommendation is covered, 0 to 1 (1 when nothing is recommended); null as `gap`. */
  ratio: number | null;
}

const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** The gap between the recommended and the existing cover, from the server's figures. */
export function protectionGap(figures: CoverFigures): ProtectionGap {
  const recommended = amount(figures.recommended);
  if (figures.existing === null) {
    return { recommended, existing: null, gap: null, ratio: recommended === 0 ? 1 : null };
  }
  const existing = amount(figures.existing);
  return {
    recommended,
    existing,
    gap: Math.max(0, recommended - existing),
    ratio: recommended === 0 ? 1 : Math.min(1, existing / recommended),
  };
}
