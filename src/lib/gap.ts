/** One risk's cover for one person: what the plan recommends and what they already have (yuan). */
export interface CoverFigures {
  recommended: number;
  existing: number;
}

export interface ProtectionGap extends CoverFigures {
  /** What is missing, never below zero: existing cover beyond the recommendation is no gap. */
  gap: number;
  /** How much of the recommendation is covered, 0 to 1 (1 when nothing is recommended). */
  ratio: number;
}

const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** The gap between the recommended and the existing cover, from the server's figures. */
export function protectionGap(figures: CoverFigures): ProtectionGap {
  const recommended = amount(figures.recommended);
  const existing = amount(figures.existing);
  return {
    recommended,
    existing,
    gap: Math.max(0, recommended - existing),
    ratio: recommended === 0 ? 1 : Math.min(1, existing / recommended),
  };
}
