// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { sandboxFiles } from '../../build/sandbox-files';
import { hook } from './hooks';

const require = createRequire(import.meta.url);

interface Emitted {
  fileName: string;
  source: string | Buffer;
}

/** A build's generateBundle over `bundle`: what the plugin emits, or the error it stops with. */
function generate(enabled: boolean, bundle: Record<string, unknown> = {}) {
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted & { type: string }) => {
      expect(file.type).toBe('asset');
      emitted.push({ fileName: file.fileName, source: file.source });
      return file.fileName;
    },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook(sandboxFiles(enabled), 'generateBundle').call(context, {}, bundle, false);
  return emitted;
}

const chunk = (fileName: string, modules: string[]) => ({
  type: 'chunk',
  fileName,
  modules: Object.fromEntries(modules.map((id) => [id, {}])),
});

test("a sandbox build emits msw's worker, the stand-in pages and every picture and video", () => {
  const emitted = new Map(generate(true).map((file) => [file.fileName, file.source]));

  expect(emitted.get('mockServiceWorker.js')).toBe(
    readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
  );
  expect(emitted.get('sandbox-worker.js')).toBe(
    readFileSync('src/mocks/sandbox-worker.js', 'utf8'),
  );
  expect(emitted.get('sandbox/wechat-consent.html')).toBe(
    readFileSync('src/mocks/wechat-consent.html', 'utf8'),
  );
  expect(emitted.get('sandbox/partner.html')).toBe(readFileSync('src/mocks/partner.html', 'utf8'));
  const art = readdirSync('src/mocks/artwork', { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(svg|mp4)$/.test(file),
  );
  expect(art.length).toBeGreaterThan(10);
  for (const file of art) {
    const source = emitted.get(`sandbox/art/${file.split(path.sep).join('/')}`);
    const original = readFileSync(path.join('src/mocks/artwork', file));
    // Pictures as text, the video as bytes.
    if (file.endsWith('.svg')) expect(source).toBe(original.toString('utf8'));
    else expect(Buffer.isBuffer(source) && source.equals(original), file).toBe(true);
  }
  expect(emitted.size).toBe(4 + art.length);
});

test('a production build emits none of them, and passes when no chunk holds sandbox code', () => {
  const bundle = {
    'assets/index-a.js': chunk('assets/index-a.js', ['/site/src/app/main.tsx']),
    'assets/shell-b.js': chunk('assets/shell-b.js', ['/site/node_modules/react/index.js']),
    'assets/index-c.css': { type: 'asset', fileName: 'assets/index-c.css', source: '' },
  };
  expect(generate(false, bundle)).toEqual([]);
});

test('a production build fails when a chunk holds the sandbox or msw, naming both', () => {
  expect(() =>
    generate(false, {
      'assets/shell-b.js': chunk('assets/shell-b.js', [
        '/site/src/app/start.ts',
        '/site/src/mocks/browser.ts',
      ]),
    }),
  ).toThrow('sandbox code in a production chunk (assets/shell-b.js): /site/src/mocks/browser.ts');
  expect(() =>
    generate(false, {
      'assets/Home-c.js': chunk('assets/Home-c.js', ['/site/node_modules/msw/lib/core/index.mjs']),
    }),
  ).toThrow('(assets/Home-c.js): /site/node_modules/msw/lib/core/index.mjs');
});

type Handler = (
  req: { headers: { range?: string } },
  res: {
    statusCode: number;
    setHeader(name: string, value: string): void;
    end(body?: string | Buffer): void;
  },
) => void;

/** The dev server's handlers the plugin adds, by path. */
function serve(enabled: boolean): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  const server = {
    middlewares: { use: (route: string, handler: Handler) => handlers.set(route, handler) },
  };
  hook(sandboxFiles(enabled), 'configureServer').call({}, server);
  return handlers;
}

function request(handler: Handler, range?: string) {
  const res = {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as string | Buffer | undefined,
    setHeader(name: string, value: string) {
      res.headers[name] = value;
    },
    end(body?: string | Buffer) {
      res.body = body;
    },
  };
  handler({ headers: range ? { range } : {} }, res);
  return res;
}

test('the dev server serves them in sandbox modes only, the video in ranges', () => {
  expect(serve(false).size).toBe(0);
  const handlers = serve(true);

  const worker = request(handlers.get('/mockServiceWorker.js')!);
  expect(worker.headers['Content-Type']).toBe('text/javascript');
  expect(worker.body).toBe(readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'));
  expect(request(handlers.get('/sandbox/partner.html')!).headers['Content-Type']).toBe(
    'text/html; charset=utf-8',
  );

  const video = 'sandbox/art/video/senior-accident.mp4';
  const bytes = readFileSync('src/mocks/artwork/video/senior-accident.mp4');
  const part = request(handlers.get(`/${video}`)!, 'bytes=0-99');
  expect(part.statusCode).toBe(206);
  expect(part.headers['Content-Type']).toBe('video/mp4');
  expect(part.headers['Content-Range']).toBe(`bytes 0-99/${bytes.length}`);
  expect((part.body as Buffer).equals(bytes.subarray(0, 100))).toBe(true);
  // An open range runs to the end.
  const rest = request(handlers.get(`/${video}`)!, `bytes=${bytes.length - 10}-`);
  expect(rest.headers['Content-Range']).toBe(
    `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
  );
  expect((rest.body as Buffer).length).toBe(10);
});
