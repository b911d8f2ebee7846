import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * Icons come one file each (`antd-mobile-icons/es/UpOutline`), never through the package's index:
 * the index imports all 300 icons, and the build puts everything the entry reaches into the
 * first-visit chunk (build/shell-group.ts), so one index import from a shell module would
 * carry every icon any screen uses into the catalogue's first visit.
 */
test('icons are imported one file each', () => {
  const offenders = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) =>
      /from ['"]antd-mobile-icons['"]/.test(readFileSync(path.join('src', file), 'utf8')),
    );
  expect(offenders).toEqual([]);
});
