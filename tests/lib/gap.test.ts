import { expect, test } from 'vitest';
import { protectionGap } from '../../src/lib/gap';

test('the gap is what the recommendation lacks, and the ratio what is covered', () => {
  expect(protectionGap({ recommended: 500000, existing: 100000 })).toEqual({
    recommended: 500000,
    existing: 100000,
    gap: 400000,
    ratio: 0.2,
  });
});

test('more cover than recommended is no gap and a full bar', () => {
  expect(protectionGap({ recommended: 200000, existing: 300000 })).toMatchObject({
    gap: 0,
    ratio: 1,
  });
});

test('nothing recommended: no gap, nothing missing', () => {
  expect(protectionGap({ recommended: 0, existing: 0 })).toMatchObject({ gap: 0, ratio: 1 });
});

test('nonsense figures count as none', () => {
  expect(protectionGap({ recommended: Number.NaN, existing: -5 })).toEqual({
    recommended: 0,
    existing: 0,
    gap: 0,
    ratio: 1,
  });
  expect(protectionGap({ recommended: 100, existing: Number.POSITIVE_INFINITY })).toMatchObject({
    existing: 0,
    gap: 100,
    ratio: 0,
  });
});

test('existing cover nobody was told: no gap and no bar, rather than a guess', () => {
  expect(protectionGap({ recommended: 4000000, existing: null })).toEqual({
    recommended: 4000000,
    existing: null,
    gap: null,
    ratio: null,
  });
  expect(protectionGap({ recommended: 0, existing: null })).toMatchObject({ gap: null, ratio: 1 });
});
