import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The sandbox's pictures (products, insurers, campaigns) and its short video, by the path they are
 * served at.
 */
const SANDBOX_ART = 'src/mocks/artwork';
function sandboxArtwork(): Record<string, () => string | Buffer> {
  return Object.fromEntries(
    readdirSync(SANDBOX_ART, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(svg|mp4)$/.test(file))
      .map((file) => [
        `sandbox/art/${file.split(path.sep).join('/')}`,
        () =>
          file.endsWith('.svg')
            ? readFileSync(path.join(SANDBOX_ART, file), 'utf8')
            : readFileSync(path.join(SANDBOX_ART, file)),
      ]),
  );
}

/**
 * Serves and emits the sandbox's own files (msw's service worker and the sandbox's wrapper of it, the messaging-app consent page,
 * the stand-in partner page, the pictures its product and campaign records name), but only for
 * sandbox modes: production never ships them, and fails if any sandbox code slips in.
 */
export function sandboxFiles(enabled: boolean): Plugin {
  const files: Record<string, () => string | Buffer> = {
    'mockServiceWorker.js': () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
    // msw's worker, left to the API's requests only (src/mocks/sandbox-worker.js).
    'sandbox-worker.js': () => readFileSync('src/mocks/sandbox-worker.js', 'utf8'),
    'sandbox/wechat-consent.html': () => readFileSync('src/mocks/wechat-consent.html', 'utf8'),
    'sandbox/partner.html': () => readFileSync('src/mocks/partner.html', 'utf8'),
    ...sandboxArtwork(),
  };
  const types: Record<string, string> = {
    js: 'text/javascript',
    html: 'text/html; charset=utf-8',
    svg: 'image/svg+xml',
    mp4: 'video/mp4',
  };
  return {
    name: 'sandbox-files',
    configureServer(server) {
      if (!enabled) return;
      for (const [name, source] of Object.entries(files)) {
        server.middlewares.use(`/${name}`, (req, res) => {
          res.setHeader('Content-Type', types[name.split('.').pop() ?? 'js'] ?? 'text/plain');
          const body = source();
          // A video is read in ranges (Safari asks for nothing else).
          const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
          if (!range || typeof body === 'string') return void res.end(body);
          const start = range[1] ? Number(range[1]) : 0;
          const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
          res.statusCode = 206;
          res.setHeader('Accept-Ranges', 'bytes');
          res.setHeader('Content-Range', `bytes ${start}-${end}/${body.length}`);
          res.end(body.subarray(start, end + 1));
        });
      }
    },
    generateBundle(_options, bundle) {
      if (enabled) {
        for (const [fileName, source] of Object.entries(files)) {
          this.emitFile({ type: 'asset', fileName, source: source() });
        }
        return;
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const leak = Object.keys(chunk.modules).find(
          (id) => id.includes('/src/mocks/') || id.includes('/node_modules/msw/'),
        );
        if (leak) this.error(`sandbox code in a production chunk (${chunk.fileName}): ${leak}`);
      }
    },
  };
}
