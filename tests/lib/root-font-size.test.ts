import { applyRootFontSize, rootFontSize } from '../../src/lib/root-font-size';

describe('rootFontSize', () => {
  it('divides the width by 7.5 inside the clamp', () => {
    expect(rootFontSize(375)).toBe(50);
    expect(rootFontSize(414)).toBeCloseTo(55.2);
  });

  it('clamps at 320 and 750 inclusive', () => {
    expect(rootFontSize(320)).toBeCloseTo(42.6667, 3);
    expect(rootFontSize(319)).toBe(rootFontSize(320));
    expect(rootFontSize(0)).toBe(rootFontSize(320));
    expect(rootFontSize(-5)).toBe(rootFontSize(320));
    expect(rootFontSize(750)).toBe(100);
    expect(rootFontSize(751)).toBe(100);
    expect(rootFontSize(Number.POSITIVE_INFINITY)).toBe(100);
  });

  it('falls back to the design width for NaN', () => {
    expect(rootFontSize(Number.NaN)).toBe(100);
  });
});

describe('applyRootFontSize', () => {
  afterEach(() => {
    document.documentElement.style.fontSize = '';
  });

  it('sets the root element font size in px', () => {
    applyRootFontSize(document, 375);
    expect(document.documentElement.style.fontSize).toBe('50px');
    applyRootFontSize(document, 2000);
    expect(document.documentElement.style.fontSize).toBe('100px');
  });
});
