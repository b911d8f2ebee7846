/** The API environments: each has its origin in `.env.<name>`, and a mode of that name pins it. */
export const API_ENVS = ['itg', 'qa', 'prod'] as const;
export type ApiEnv = (typeof API_ENVS)[number];

/**
 * Modes: `development` (npm run dev) and `demo` (npm run build:demo) run on the sandbox; `test` is
 * Vitest's. `itg`, `qa` and `prod` pin that API environment whatever the host. `production`
 * (npm run build) picks the environment at run time from the host (decisions.md).
 */
export function isSandbox(mode: string): boolean {
  return mode === 'development' || mode === 'demo' || mode === 'test';
}
