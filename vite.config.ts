/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { buildVersion } from './build/build-version.ts';
import { firstPaint } from './build/first-paint.ts';
import { API_ENVS, isSandbox, type ApiEnv } from './build/modes.ts';
import { precompress } from './build/precompress.ts';
import { sandboxFiles } from './build/sandbox-files.ts';
import { GROUP, screenGroups } from './build/screen-groups.ts';
import { shellGroup } from './build/shell-group.ts';

// The build's own plugins live in build/, one file each (their tests: tests/build).

export default defineConfig(({ command, mode }) => {
  const sandbox = isSandbox(mode);
  // Every build carries all three origins: the host rule picks one at run time. API_ORIGIN
  // (bench and self-hosted checks only) points all three at one server.
  const origin = (env: ApiEnv) =>
    process.env.API_ORIGIN ?? loadEnv(env, process.cwd(), 'VITE_').VITE_API_ORIGIN ?? '';
  const pinned = (API_ENVS as readonly string[]).includes(mode) ? mode : '';

  // react-router's package points every import at its development build (warnings and checks);
  // builds take its production build instead. The dev server and tests keep the checks.
  const productionRouter =
    command === 'build'
      ? [
          {
            find: /^react-router$/,
            replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
          },
          {
            find: /^react-router\/dom$/,
            replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
          },
        ]
      : [];

  return {
    base: '/',
    resolve: { alias: productionRouter },
    plugins: [
      react(),
      screenGroups(),
      sandboxFiles(sandbox),
      precompress(),
      firstPaint({
        origins: { itg: origin('itg'), qa: origin('qa'), prod: origin('prod') },
        pin: pinned,
        sandbox,
      }),
    ],
    define: {
      'import.meta.env.VITE_API_ORIGIN_ITG': JSON.stringify(origin('itg')),
      'import.meta.env.VITE_API_ORIGIN_QA': JSON.stringify(origin('qa')),
      'import.meta.env.VITE_API_ORIGIN_PROD': JSON.stringify(origin('prod')),
      'import.meta.env.VITE_PINNED_ENV': JSON.stringify(pinned),
      'import.meta.env.VITE_SANDBOX': JSON.stringify(sandbox ? 'true' : ''),
      'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion()),
    },
    css: {
      modules: { localsConvention: 'camelCaseOnly' },
    },
    build: {
      // The browsers the visitors have (package.json "browserslist"): syntax they lack is lowered.
      target: browserslistToEsbuild(),
      manifest: true,
      cssCodeSplit: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [shellGroup()] },
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.startsWith(`\0${GROUP}`)
              ? `assets/screens-${chunk.facadeModuleId.slice(GROUP.length + 1).replace('/', '-')}-[hash].js`
              : 'assets/[name]-[hash].js',
        },
      },
    },
    server: { host: true, port: 5173 },
    preview: { host: true, port: 4173 },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // Ceilings for a busy 2-core machine (the end-to-end suite running beside this one), where
      // the insured form's longest tests took 15-17 s (docs/testing.md).
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Vitest's default is one worker fewer than the cores: one on this 2-core machine, where the
      // suite then took 11 min in CI. Two keep both cores busy (docs/testing.md).
      maxWorkers: 2,
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    },
  };
});
