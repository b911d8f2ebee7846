/**
 * The API environment (decisions.md, "Environments and hosts"). The only reader of import.meta.env.
 *
 * Order of precedence: the sandbox (dev server, demo build, tests) answers every call itself; a
 * mode pin (`--mode qa`) wins over the host; on non-production hosts QA may switch the environment
 * for this browser session from /Test; otherwise the host rule decides.
 */
export type ApiEnv = 'itg' | 'qa' | 'prod';

export const API_ENVS: readonly ApiEnv[] = ['itg', 'qa', 'prod'];

const ORIGINS: Record<ApiEnv, string> = {
  itg: import.meta.env.VITE_API_ORIGIN_ITG,
  qa: import.meta.env.VITE_API_ORIGIN_QA,
  prod: import.meta.env.VITE_API_ORIGIN_PROD,
};

export const SANDBOX = import.meta.env.VITE_SANDBOX === 'true';
export const PINNED_ENV: ApiEnv | null = import.meta.env.VITE_PINNED_ENV || null;
export const BUILD_VERSION = import.meta.env.VITE_BUILD_VERSION;
export const IS_DEV_SERVER = import.meta.env.DEV;

/** sessionStorage key of the QA environment switch. */
export const QA_ENV_KEY = 'qa_api_env';

/** The spec's host rule: dev1 or localhost -> itg, dev2 -> qa, anything else -> prod. */
export function envForHost(hostname: string): ApiEnv {
  const host = hostname.toLowerCase();
  if (host.includes('dev1') || host === 'localhost' || host === '127.0.0.1' || host === '[::1]') {
    return 'itg';
  }
  if (host.includes('dev2')) return 'qa';
  return 'prod';
}

/** A production host never honours the QA switch, whatever is in storage. */
export function qaSwitchAllowed(hostname: string): boolean {
  return envForHost(hostname) !== 'prod';
}

function readSwitch(hostname: string): ApiEnv | null {
  if (!qaSwitchAllowed(hostname)) return null;
  try {
    const value = sessionStorage.getItem(QA_ENV_KEY);
    return API_ENVS.includes(value as ApiEnv) ? (value as ApiEnv) : null;
  } catch {
    return null;
  }
}

export function currentEnv(hostname: string = location.hostname): ApiEnv {
  return readSwitch(hostname) ?? PINNED_ENV ?? envForHost(hostname);
}

/** Whether the visitor's requests are answered by the sandbox (no QA switch in force). */
export function usingSandbox(hostname: string = location.hostname): boolean {
  return SANDBOX && readSwitch(hostname) === null;
}

/** '' means same origin: the sandbox intercepts relative /rest/api/... calls. */
export function apiOrigin(hostname: string = location.hostname): string {
  return usingSandbox(hostname) ? '' : ORIGINS[currentEnv(hostname)];
}

export function originOf(env: ApiEnv): string {
  return ORIGINS[env];
}

/** QA switch from /Test; returns false (and stores nothing) on production hosts. */
export function switchEnv(env: ApiEnv | null, hostname: string = location.hostname): boolean {
  if (!qaSwitchAllowed(hostname)) return false;
  if (env === null) sessionStorage.removeItem(QA_ENV_KEY);
  else sessionStorage.setItem(QA_ENV_KEY, env);
  return true;
}
