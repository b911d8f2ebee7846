/**
 * Every screen that sets a share card (a caller of `useShareCard`, src/ui/share-card.ts), with the
 * addresses that show it and the link its card gives, for the share-card sweep
 * (share-cards.spec.ts). Plain data, no Playwright: `tests/lint/share-card-screens.test.ts` reads
 * it too, and fails when a file of src/ declares a card that is not listed here, or when the
 * seeded people below drift from the sandbox's fixtures.
 */

/** What a visit needs before the screen shows its card. */
export type Need =
  /** Nothing: open to anyone. */
  | 'none'
  /** Signed in as the demo account (13800138000). */
  | 'demo'
  /** Signed in as the demo account, its plan P7K3QX2M shared: `{key}` is the share's key. */
  | 'plan-share';

export interface CardVisit {
  /** The address visited (`{key}`: the plan share's key). */
  url: string;
  /** The path and query the card's link must give (`{key}` as above). */
  link: string;
}

export interface ShareCardScreen {
  /** The file under src/ that declares the card. */
  source: string;
  need: Need;
  visits: CardVisit[];
}

/** The demo family's plan (src/mocks/fixtures/proposals.ts). */
export const PLAN = 'P7K3QX2M';

export const SHARE_CARD_SCREENS: readonly ShareCardScreen[] = [
  {
    source: 'src/pages/_home/HomeScreen.tsx',
    need: 'none',
    visits: [{ url: '/Home', link: '/Home' }],
  },
  {
    source: 'src/pages/_product/DetailScreen.tsx',
    need: 'none',
    visits: [
      { url: '/ProductNew.html?id=101', link: '/ProductNew?id=101' },
      { url: '/Product?id=106', link: '/Product?id=106' },
    ],
  },
  {
    source: 'src/pages/_campaign/flow/FlowScreen.tsx',
    need: 'none',
    visits: [
      { url: '/Active/InformationFow', link: '/Active/InformationFow' },
      { url: '/Active/InformationFow/p2', link: '/Active/InformationFow/p2' },
      { url: '/Active/InformationFow/p3', link: '/Active/InformationFow/p3' },
    ],
  },
  {
    source: 'src/pages/_campaign/shortvideo/ShortVideoScreen.tsx',
    need: 'none',
    visits: [{ url: '/Active/shortvideo', link: '/Active/shortvideo' }],
  },
  {
    source: 'src/pages/_campaign/boot/BootScreen.tsx',
    need: 'none',
    visits: [
      { url: '/BootPage', link: '/BootPage' },
      { url: '/BootPage1/new?id=parents', link: '/BootPage1/new?id=parents' },
    ],
  },
  {
    source: 'src/pages/_campaign/articles/ArticleListScreen.tsx',
    need: 'none',
    visits: [{ url: '/Active/Articles', link: '/Active/Articles' }],
  },
  {
    source: 'src/pages/_campaign/articles/ArticleScreen.tsx',
    need: 'none',
    visits: [{ url: '/Active/Articles/301', link: '/Active/Articles/301' }],
  },
  {
    source: 'src/pages/_campaign/articles/AdvertorialScreen.tsx',
    need: 'none',
    visits: [
      { url: '/Active/Articles/304/articles/p1', link: '/Active/Articles/304/articles/p1' },
      { url: '/Active/Articles/301/articles/p6', link: '/Active/Articles/301/articles/p6' },
    ],
  },
  {
    source: 'src/pages/_campaign/articles/SeriesScreen.tsx',
    need: 'none',
    visits: [
      { url: '/Active/Articles/401/articles/page', link: '/Active/Articles/401/articles/page' },
    ],
  },
  {
    source: 'src/pages/_campaign/poster/PosterMakerScreen.tsx',
    need: 'none',
    visits: [{ url: '/Active/Poster/page', link: '/Active/Poster/page' }],
  },
  {
    source: 'src/pages/_campaign/poster/PosterLandingScreen.tsx',
    need: 'none',
    visits: [{ url: '/Active/Poster/medical-2026', link: '/Active/Poster/medical-2026' }],
  },
  {
    source: 'src/pages/_campaign/invite/InviteScreen.tsx',
    need: 'demo',
    // The invitee's address: the customisation service with the inviter's code, nothing more.
    visits: [{ url: '/Active/CustomizedInv', link: '/Active/CustomizedV2/' }],
  },
  {
    source: 'src/pages/_proposal/ProposalGate.tsx',
    need: 'plan-share',
    // The family's own plan screens: their card is the share's, never the plan's own link.
    visits: [
      { url: `/Proposal?id=${PLAN}`, link: '/Proposal/Shared?key={key}' },
      { url: `/Proposal/Preview?id=${PLAN}`, link: '/Proposal/Shared?key={key}' },
      { url: `/Proposal/Analyse?id=${PLAN}`, link: '/Proposal/Shared?key={key}' },
    ],
  },
  {
    source: 'src/pages/_proposal/SharedScreen.tsx',
    need: 'plan-share',
    visits: [{ url: '/Proposal/Shared?key={key}', link: '/Proposal/Shared?key={key}' }],
  },
];

/**
 * The people of the sandbox's seeded accounts, as their records name them: the demo family's
 * orders and policies (SEED_PEOPLE of src/mocks/fixtures/orders.ts) and the plans' forms of
 * address (src/mocks/fixtures/proposals.ts). None may ever be in a share card.
 */
export const SEEDED_NAMES = [
  '张伟',
  '李娜',
  '张建国',
  '赵秀英',
  '张子涵',
  '王芳',
  '刘洋',
  '陈静',
  '张先生',
  '王女士',
  '刘先生',
] as const;

/** What personal data looks like in a card's field: the reason a field fails the sweep. */
export const PERSONAL_PATTERNS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a mobile number', pattern: /(?<!\d)1[3-9]\d{9}(?!\d)/ },
  { what: 'an ID number', pattern: /(?<!\d)\d{17}[\dXx](?![\dXx])|(?<!\d)\d{15}(?!\d)/ },
  { what: 'an income figure', pattern: /收入[^，。；,;]{0,6}\d|(年薪|月薪)[^，。；,;]{0,4}\d/ },
  { what: 'a debt figure', pattern: /(房贷|负债|贷款)[^，。；,;]{0,6}\d/ },
  { what: 'a birth date', pattern: /(19|20)\d{2}-\d{2}-\d{2}/ },
];

/**
 * The reasons a share card's field names a person or leaks personal data (empty: none). The
 * link's query may carry the plan share's key, an opaque 32-hex-digit value issued by the server:
 * checked for its form, then left out of the scan, where random digits could look like a number.
 */
export function personalDataIn(field: string, value: string): string[] {
  let text = value;
  if (field === 'link') {
    const url = new URL(value);
    const key = url.searchParams.get('key');
    if (key !== null) {
      if (!/^[0-9a-f]{32}$/.test(key)) return [`a share key that is not opaque: ${key}`];
      url.searchParams.delete('key');
    }
    text = decodeURIComponent(url.href);
  }
  const found: string[] = [];
  for (const name of SEEDED_NAMES) if (text.includes(name)) found.push(`the name ${name}`);
  for (const { what, pattern } of PERSONAL_PATTERNS) if (pattern.test(text)) found.push(what);
  return found;
}
