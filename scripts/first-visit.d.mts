export interface FirstVisit {
  path: string;
  /** The page file (the manifest key), or null when no page file serves the route. */
  screen: string | null;
  chunk: string | null;
  /** gzip level 9, bytes */
  js: number;
  css: number;
  jsFiles: string[];
  cssFiles: string[];
}
export declare const gzipSize: (buffer: Uint8Array) => number;
export declare function readRouteTable(root: string): { path: string; screen: string | null }[];
export declare function readManifest(dir: string): Record<string, ManifestChunk>;
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export declare function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen?: Set<string>,
): Set<string>;
export declare function firstVisitKeys(
  manifest: Record<string, ManifestChunk>,
  screen: string | null,
): Set<string>;
export declare function measureFirstVisits(
  dir: string,
  root: string,
): { htmlGzip: number; routes: FirstVisit[] };
