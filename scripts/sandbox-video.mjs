#!/usr/bin/env node
// Makes the sandbox's short video (src/mocks/artwork/video/senior-accident.mp4): a product
// explainer of the short video's product, its slides composed from the product's own record (the
// same record its detail and the landing read), so the video states nothing the product does not.
// Writes the slides' words beside it (senior-accident.json), which the campaign consistency test
// holds to the product. Run it again when the product's record changes:
//   node scripts/sandbox-video.mjs
// Needs ffmpeg (Debian's `ffmpeg` package) and Debian's chromium; neither CI nor the tests need
// them, only this script does: the video is committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'src/mocks/artwork/video');
const NAME = 'senior-accident';
const WIDTH = 640;
const HEIGHT = 360;
const SECONDS_PER_SLIDE = 3;
const FADE = 0.5;

const vite = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true },
  appType: 'custom',
});
const { SHORT_VIDEOS } = await vite.ssrLoadModule('/src/mocks/fixtures/landings.ts');
const { productById, priceFromText } = await vite.ssrLoadModule(
  '/src/mocks/fixtures/products/index.ts',
);
await vite.close();

const product = productById(SHORT_VIDEOS[0].productId);
const plan = product.plans[0];
const facts = product.keyFacts;

/** Each slide: a heading and its lines, every one of them the product's own words or figures. */
const slides = [
  { heading: product.name, lines: [product.slogan, priceFromText(product)] },
  {
    heading: `保障内容（${plan.name}）`,
    lines: plan.coverages.map((c) => `${c.item}：${c.sumInsured}`),
  },
  {
    heading: '谁能投保',
    lines: [
      `投保年龄：${facts.ageRange}`,
      product.features.healthStatement ? '需如实健康告知' : '无需健康告知',
      `等待期：${facts.waitingPeriod}`,
    ],
  },
  {
    heading: '投保前请了解',
    lines: [`续保：${facts.renewal}`, `犹豫期：${facts.coolingOff}`, `报案时限：${facts.claimReport}`],
  },
  { heading: '承保公司', lines: [product.insurer, facts.clause, facts.filingNumber] },
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const page = (slide, index) => `<!doctype html><meta charset="utf-8"><style>
  html,body{margin:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
  body{display:flex;flex-direction:column;justify-content:center;padding:0 48px;box-sizing:border-box;
    font-family:'WenQuanYi Micro Hei',sans-serif;color:#fff;
    background:linear-gradient(160deg,${index % 2 ? '#ff9f43,#e8542e' : '#e8542e,#b93a1b'})}
  h1{margin:0 0 18px;font-size:36px;line-height:1.25}
  p{margin:0 0 10px;font-size:22px;line-height:1.4;opacity:.95}
  small{position:absolute;left:48px;bottom:18px;font-size:14px;opacity:.8}
</style><h1>${escape(slide.heading)}</h1>${slide.lines.map((l) => `<p>${escape(l)}</p>`).join('')}
<small>${escape(product.insurer)} · 演示视频</small>`;

const work = mkdtempSync(path.join(tmpdir(), 'sandbox-video-'));
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const [index, slide] of slides.entries()) {
    await tab.setContent(page(slide, index));
    await tab.screenshot({ path: path.join(work, `slide-${index}.png`) });
  }
  await browser.close();

  // Each slide held for its seconds, crossfading into the next; H.264 baseline in MP4 with its
  // index up front, which every phone (and the messaging app's players) plays inline.
  const inputs = slides.flatMap((_, i) => [
    '-loop',
    '1',
    '-t',
    String(SECONDS_PER_SLIDE + FADE),
    '-i',
    path.join(work, `slide-${i}.png`),
  ]);
  let filter = '';
  let last = '[0:v]';
  for (let i = 1; i < slides.length; i += 1) {
    const out = `[v${i}]`;
    filter += `${last}[${i}:v]xfade=transition=fade:duration=${FADE}:offset=${i * SECONDS_PER_SLIDE}${out};`;
    last = out;
  }
  filter += `${last}scale=${WIDTH}:${HEIGHT},format=yuv420p[out]`;
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      filter,
      '-map',
      '[out]',
      '-r',
      '15',
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-crf',
      '33',
      '-movflags',
      '+faststart',
      '-an',
      path.join(OUT, `${NAME}.mp4`),
    ],
    { stdio: 'inherit' },
  );
  writeFileSync(
    path.join(OUT, `${NAME}.json`),
    `${JSON.stringify({ productId: product.id, slides }, null, 2)}\n`,
  );
  console.log(`wrote ${path.relative(root, OUT)}/${NAME}.mp4 and .json`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
