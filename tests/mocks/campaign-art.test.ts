import { describe, expect, test } from 'vitest';
import { ARTICLES } from '../../src/mocks/fixtures/articles';
import { FLOW_LANDINGS, POSTER_LANDINGS } from '../../src/mocks/fixtures/landings';

/**
 * The sandbox's landing pictures keep their top-left corner empty: the site's 首页 pill floats over
 * it without moving the picture (docs/architecture.md, History and Back), about 130x88 of the 750
 * design px. The fresh-eyes walk found the product's name under the pill on the poster and the
 * information-flow landings.
 */
function wordsInTheCorner(url: string, width: number): string[] {
  const svg = decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));
  const scale = width / 750;
  const found: string[] = [];
  for (const [element, x, y, size] of svg.matchAll(
    /<(?:text|rect) x='([\d.]+)' y='([\d.]+)'(?:[^>]*?font-size='([\d.]+)')?[^>]*>/g,
  )) {
    // A text's y is its baseline: its top is a font size higher.
    const top = Number(y) - Number(size ?? 0);
    if (top < 88 * scale && Number(x) < 130 * scale) found.push(element);
  }
  return found;
}

describe('the landings’ opening pictures leave the 首页 pill’s corner empty', () => {
  const flows = FLOW_LANDINGS.flatMap((landing) =>
    landing.hero.picture ? [[landing.variant, landing.hero.picture] as const] : [],
  );
  test.each(flows)('the information flow %s', (_, picture) =>
    expect(wordsInTheCorner(picture.url, picture.width)).toEqual([]),
  );
  const posters = POSTER_LANDINGS.filter((landing) => landing.images.length > 0);
  test.each(posters.map((landing) => [landing.id, landing.images[0]!] as const))(
    'the poster %s',
    (_, picture) => expect(wordsInTheCorner(picture.url, picture.width)).toEqual([]),
  );
  test.each(ARTICLES.map((article) => [article.id, article.cover] as const))(
    'the article %s’s cover',
    (_, picture) => expect(wordsInTheCorner(picture.url, picture.width)).toEqual([]),
  );
});
