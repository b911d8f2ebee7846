/**
 * FNV-1a, 32 bits. The sandbox needs stable fingerprints (snapshot versions, fake signatures)
 * synchronously and on plain-http demo hosts, where crypto.subtle is not available.
 */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** 40 hex digits, the length of the SHA-1 signatures a real backend returns. */
export function hex40(text: string): string {
  let out = '';
  for (let round = 0; round < 5; round += 1) {
    out += fnv1a(`${round}:${text}`).toString(16).padStart(8, '0');
  }
  return out;
}
