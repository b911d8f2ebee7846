import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { COPY } from '../config/copy';
import { SITE } from '../config/site';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

/** A script or stylesheet chunk that did not load (spec section 8's messages). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

const URL_PATTERN = /(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/;

export function chunkUrlOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return URL_PATTERN.exec(message)?.[1] ?? 'unknown';
}

/** Turns whatever a failed dynamic import threw into the spec's message. */
export function toChunkError(chunk: string, error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const url = chunkUrlOf(error);
  if (/css/i.test(message)) return new ChunkLoadError(COPY.cssChunkFailed(chunk, url));
  return new ChunkLoadError(COPY.chunkFailed(chunk, 'error', url));
}

export function loadChunk(
  chunk: string,
  loader: ScreenLoader,
  timeoutMs: number = SITE.chunkTimeoutMs,
): Promise<ScreenModule> {
  return new Promise<ScreenModule>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(COPY.chunkFailed(chunk, 'timeout', chunk))),
      timeoutMs,
    );
    loader().then(
      (module) => {
        clearTimeout(timer);
        if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
          reject(new ChunkLoadError(COPY.chunkFailed(chunk, 'missing', chunk)));
          return;
        }
        markChunkLoaded();
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkError(chunk, error));
      },
    );
  });
}

const cache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per screen module, so routes that share a screen share its chunk. */
export function lazyScreen(
  chunk: string,
  loader: ScreenLoader,
): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(() => loadChunk(chunk, loader));
    cache.set(loader, component);
  }
  return component;
}

/** A failed chunk reloads the page once, to pick up a new deploy; a second failure shows an error. */
const RELOADED_KEY = 'chunk_reloaded';

export function shouldReloadForChunk(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

function markChunkLoaded(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Nothing to do without storage.
  }
}
