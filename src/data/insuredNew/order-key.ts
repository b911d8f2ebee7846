import { randomId } from '../../lib/random';
import { readSessionJson, removeSession, writeSessionJson } from '../../lib/storage';
import { clearDraft, readDraft, writeDraft } from '../insured/draft';
import { endTrace, tracedProductId } from '../trace';
import type { OrderBody } from './order-body';

/** Next to the draft, under its `draft:` prefix, so a logout clears it with the draft. */
const printKey = (productId: number) => `draft:${productId}:order`;

/** FNV-1a (32 bit): enough to tell one purchase from an edited one; not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** What the order is: everything but the consent times (ticked again after a trip home). */
function fingerprint(body: OrderBody): string {
  const { consents: _consents, ...purchase } = body;
  return fnv1a(JSON.stringify(purchase));
}

/**
 * The order's idempotency key: made once per purchase and kept in the draft until the order
 * exists, so a retry after a fault (a timeout after the server had already created the order, a
 * reload, a trip home on a 5xx) names the same order. A purchase edited since the key was made
 * (another plan, insured person or answer) is another order and gets a new key: reusing the old
 * one would return the earlier order, with the old details.
 */
export function idempotencyKeyFor(body: OrderBody): string {
  const { productId } = body;
  const print = fingerprint(body);
  const stored = readSessionJson<string>(printKey(productId));
  const existing = readDraft(productId).idempotencyKey;
  const key = existing && (stored === null || stored === print) ? existing : randomId();
  if (key !== existing) writeDraft(productId, { idempotencyKey: key });
  writeSessionJson(printKey(productId), print);
  return key;
}

/**
 * The purchase is over: the server says its order is paid. What was entered, the order's key and
 * the trail go, so the next purchase of this product starts afresh. Until then they stay, so that
 * back from Pay walks the steps with what was entered and a second submit names the same order.
 */
export function endPurchase(): void {
  const productId = tracedProductId();
  if (productId !== null) {
    clearDraft(productId);
    removeSession(printKey(productId));
  }
  endTrace();
}
