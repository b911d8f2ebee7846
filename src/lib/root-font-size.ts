const MIN_WIDTH = 320;
const MAX_WIDTH = 750;
/** The design is drawn 750 px wide, so 1rem = 100 design px at that width. */
const DESIGN_REMS = 7.5;

/**
 * Root font size in px for a viewport width. A NaN width (no layout yet in some WebViews) falls back
 * to the design width rather than poisoning every rem with NaN.
 */
export function rootFontSize(viewportWidth: number): number {
  const width = Number.isNaN(viewportWidth) ? MAX_WIDTH : viewportWidth;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)) / DESIGN_REMS;
}

export function applyRootFontSize(doc: Document, width: number): void {
  doc.documentElement.style.fontSize = `${rootFontSize(width)}px`;
}
