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
