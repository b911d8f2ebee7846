// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { precompress } from '../../build/precompress';
import { hook } from './hooks';

let outDir = '';
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** A text of `bytes` bytes that compresses (as a build's files do). */
const text = (bytes: number) => 'const a = "jingxuan";\n'.repeat(bytes).slice(0, bytes);

function build() {
  const plugin = precompress();
  hook(plugin, 'configResolved').call({}, { build: { outDir } });
  hook(plugin, 'writeBundle').call({}, {}, {});
}

test('runs in a build only', () => {
  expect(precompress().apply).toBe('build');
});

test('a text file of 1 kB or more gets a gzip and a brotli copy beside it, that give it back', () => {
  mkdirSync(path.join(outDir, 'assets'));
  const files = {
    'index.html': text(4000),
    'assets/index-abc.js': text(20_000),
    'assets/index-abc.css': text(1024),
    'assets/logo.svg': text(3000),
    '.vite/manifest.json': text(2000),
    'robots.txt': text(1500),
  };
  mkdirSync(path.join(outDir, '.vite'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(outDir, name), body);

  build();

  for (const [name, body] of Object.entries(files)) {
    const original = Buffer.from(body);
    const file = path.join(outDir, name);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original), `${name}.gz`).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original), `${name}.br`).toBe(
      true,
    );
    expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length);
  }
});

test('a small file or a picture or video keeps no copy', () => {
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'assets/small.js'), text(1023));
  writeFileSync(path.join(outDir, 'assets/photo.png'), Buffer.alloc(50_000, 7));
  writeFileSync(path.join(outDir, 'assets/clip.mp4'), Buffer.alloc(50_000, 7));
  writeFileSync(path.join(outDir, 'assets/font.woff2'), Buffer.alloc(50_000, 7));

  build();

  expect(readdirSync(path.join(outDir, 'assets')).sort()).toEqual([
    'clip.mp4',
    'font.woff2',
    'photo.png',
    'small.js',
  ]);
});
