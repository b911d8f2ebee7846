import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { CAMPAIGNS } from '../../src/mocks/fixtures/campaigns';
import { PRODUCTS } from '../../src/mocks/fixtures/catalogue';
import { GIFTS } from '../../src/mocks/fixtures/gifts';
import {
  FLOW_LANDINGS,
  POSTER_KITS,
  POSTER_LANDINGS,
  SHORT_VIDEOS,
} from '../../src/mocks/fixtures/landings';
import { PRODUCT_DETAILS, type ProductDetailRecord } from '../../src/mocks/fixtures/products';

/**
 * One record per product: a campaign, a banner, a poster or a gift that names a product may say
 * only what the product's own record says. Every figure its words or its pictures state (a sum,
 * a price, an age, a number of days, a filing number) must be one of the product's, every renewal
 * promise the product's, and no other product may be named in it.
 */

/** The text a picture draws: an inline SVG's or a sandbox artwork file's <text> elements. */
function textOfPicture(url: string): string[] {
  const svg = url.startsWith('data:image/svg+xml,')
    ? decodeURIComponent(url.slice('data:image/svg+xml,'.length))
    : readFileSync(`src/mocks/artwork/${url.replace(/^\/sandbox\/art\//, '')}`, 'utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!
      .replace(/&amp;/g, '&')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<'),
  );
}

/**
 * What a sandbox video says: the slides' words that scripts/sandbox-video.mjs drew into it from its
 * product's record, kept beside it (the video itself cannot be read here).
 */
function wordsOfVideo(url: string): string[] {
  const file = `src/mocks/artwork/${url.replace(/^\/sandbox\/art\//, '').replace(/\.mp4$/, '.json')}`;
  const { slides } = JSON.parse(readFileSync(file, 'utf8')) as {
    slides: { heading: string; lines: string[] }[];
  };
  return slides.flatMap((slide) => [slide.heading, ...slide.lines]);
}

const UNIT = '万元|万|元|周岁|岁|天|小时|号|%|年|种|次|倍';
const FIGURE = new RegExp(
  `(\\d+(?:\\.\\d+)?)(?:\\s*(?:至|-|~|到)\\s*(\\d+(?:\\.\\d+)?))?\\s*(${UNIT})`,
  'g',
);

/** Every figure a text states, with its unit: 400万, 136元, 50周岁, 031号 (万元 is 万). */
function figuresOf(text: string): string[] {
  return [...text.matchAll(FIGURE)].flatMap((m) => {
    const unit = m[3] === '万元' ? '万' : m[3] === '岁' ? '周岁' : m[3]!;
    return [m[1], m[2]].filter(Boolean).map((n) => `${n}${unit}`);
  });
}

/** Everything a product's own record says: the corpus a campaign's figures must come from. */
function recordText(product: ProductDetailRecord): string {
  return [
    product.name,
    product.slogan,
    `${product.priceFrom}${product.priceUnit}`,
    ...product.tags,
    ...Object.values(product.keyFacts).map(String),
    ...product.highlights.flatMap((h) => [h.title, h.description]),
    ...product.plans.flatMap((plan) => [
      plan.name,
      `${plan.premiumFrom}${plan.premiumUnit}`,
      ...plan.coverages.flatMap((c) => [c.item, c.sumInsured, c.note ?? '']),
      ...plan.terms.map((t) => t.label),
    ]),
    ...product.exclusions,
  ].join('\n');
}

const detail = (id: number) => {
  const product = PRODUCT_DETAILS.find((p) => p.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

interface Speaker {
  where: string;
  productId: number;
  texts: string[];
}

const posterLanding = (id: string) => POSTER_LANDINGS.find((landing) => landing.id === id)!;

/** Where a banner leads, and so which product it speaks of (null: not a product's page). */
function productOfLink(link: string): number | null {
  if (link === paths.shortVideo()) return SHORT_VIDEOS[0]!.productId;
  const flow = FLOW_LANDINGS.find((landing) => link === paths.flow(landing.variant));
  if (flow) return flow.productId;
  const poster = POSTER_LANDINGS.find((landing) => link === paths.poster.detail(landing.id));
  return poster?.productId ?? null;
}

const SPEAKERS: Speaker[] = [
  ...FLOW_LANDINGS.flatMap((landing) =>
    landing.productId === null
      ? []
      : [
          {
            where: `information flow ${landing.variant}`,
            productId: landing.productId,
            texts: [
              landing.title,
              landing.hero.title,
              landing.hero.subtitle,
              ...(landing.hero.picture ? textOfPicture(landing.hero.picture.url) : []),
              ...landing.points.flatMap((point) => [point.title, point.text]),
            ],
          },
        ],
  ),
  ...POSTER_LANDINGS.map((landing) => ({
    where: `poster landing ${landing.id}`,
    productId: landing.productId,
    texts: [
      landing.title,
      ...landing.images.flatMap((picture) => textOfPicture(picture.url)),
      landing.offer.title,
      ...landing.offer.points,
      landing.formTitle,
    ],
  })),
  ...POSTER_KITS.flatMap((kit) =>
    kit.posters.map((poster) => ({
      where: `poster ${kit.id}/${poster.id}`,
      productId: posterLanding(poster.landingId).productId,
      texts: [poster.title, ...textOfPicture(poster.picture.url)],
    })),
  ),
  ...SHORT_VIDEOS.map((video) => ({
    where: `short video ${video.id}`,
    productId: video.productId,
    texts: [
      video.title,
      video.subtitle,
      video.videoNote,
      ...(video.video
        ? [...textOfPicture(video.video.poster), ...wordsOfVideo(video.video.url)]
        : []),
    ],
  })),
  ...CAMPAIGNS.flatMap((banner) => {
    const productId = productOfLink(banner.link);
    return productId === null
      ? []
      : [
          {
            where: `banner ${banner.id}`,
            productId,
            texts: [banner.title, ...textOfPicture(banner.image)],
          },
        ];
  }),
  ...GIFTS.map((gift) => ({
    where: `gift ${gift.id}`,
    productId: gift.productId,
    texts: [gift.name ?? '', gift.effectiveRule],
  })),
];

describe.each(SPEAKERS.map((speaker) => [speaker.where, speaker] as const))(
  '%s',
  (_where, { productId, texts }) => {
    const product = detail(productId);
    const record = recordText(product);

    it('states only figures its product states', () => {
      const own = new Set(figuresOf(record));
      for (const text of texts) {
        for (const figure of figuresOf(text))
          expect(own, `${figure} in "${text}"`).toContain(figure);
      }
    });

    it('promises renewal only as its product does', () => {
      for (const text of texts) {
        if (/不保证续保/.test(text)) expect(product.keyFacts.renewal).toMatch(/不保证续保/);
        else if (/保证续保/.test(text)) expect(product.keyFacts.renewal).toMatch(/^保证续保/);
      }
    });

    it('names no other product', () => {
      const others = PRODUCTS.filter((p) => p.id !== productId).map((p) => p.name);
      for (const text of texts) {
        for (const name of others) expect(text, `names ${name}`).not.toContain(name);
      }
    });
  },
);

describe('the consistency check itself', () => {
  it('reads figures with their units, ranges included', () => {
    expect(figuresOf('出生满28天至60周岁可投保，最高报销200万元，一年136元起')).toEqual([
      '28天',
      '60周岁',
      '200万',
      '136元',
    ]);
    expect(figuresOf('50至85周岁')).toEqual(['50周岁', '85周岁']);
  });

  it('catches what issue 22 found: 不保证续保 and 28天-60周岁 said of product 105', () => {
    const own = new Set(figuresOf(recordText(detail(105))));
    expect(own).not.toContain('078号');
    expect(own).toContain('400万');
    expect(detail(105).keyFacts.renewal).not.toMatch(/不保证续保/);
  });

  it('finds something to check on every landing that names a product', () => {
    for (const speaker of SPEAKERS) {
      expect(speaker.texts.join('').length, speaker.where).toBeGreaterThan(0);
    }
    expect(SPEAKERS.filter((s) => s.where.startsWith('banner')).length).toBeGreaterThan(0);
  });
});
