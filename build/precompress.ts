import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a gzip and a brotli copy beside every text file of the build, so the web server sends
 * them as they are (deploy/nginx: gzip_static, brotli_static) instead of compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const files = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? files(path.join(dir, entry.name))
            : /\.(js|css|html|svg|json|txt)$/.test(entry.name)
              ? [path.join(dir, entry.name)]
              : [],
        );
      for (const file of files(outDir)) {
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}
