/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_ORIGIN_ITG: string;
  readonly VITE_API_ORIGIN_QA: string;
  readonly VITE_API_ORIGIN_PROD: string;
  readonly VITE_PINNED_ENV: '' | 'itg' | 'qa' | 'prod';
  readonly VITE_SANDBOX: '' | 'true';
  readonly VITE_BUILD_VERSION: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** build/screen-groups.ts: one loader per top-level name under src/pages (lower case). */
declare module 'virtual:screen-groups' {
  const groups: Record<
    string,
    () => Promise<{
      default: Record<string, () => Promise<{ default: import('react').ComponentType }>>;
    }>
  >;
  export default groups;
}
