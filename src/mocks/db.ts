import type { Category } from '../data/home/types';
import {
  MEMBERS,
  USERS,
  type CaptchaRecord,
  type MemberRecord,
  type OauthStateRecord,
  type SessionRecord,
  type SmsCodeRecord,
  type UsedWechatCodeRecord,
  type UserRecord,
} from './fixtures/accounts';
import { CAMPAIGNS, type CampaignRecord } from './fixtures/campaigns';
import { CATEGORIES, PRODUCTS, type ProductRecord } from './fixtures/catalogue';
import type { HealthStatementRecord, PaymentRecord, TrailRecord } from './fixtures/funnel';
import { ORDERS, type OrderRecord } from './fixtures/orders';
import { POLICIES, type PolicyRecord, type RenewalRecord } from './fixtures/policies';
import {
  PROPOSALS,
  type BookingRecord,
  type PlanShareRecord,
  type ProposalRecord,
} from './fixtures/proposals';
import { PRODUCT_DETAILS, type ProductDetailRecord } from './fixtures/products';
import { GIFTS, type GiftClaimRecord, type GiftRecord } from './fixtures/gifts';
import type { LeadRecord, ReferralRecord } from './campaign-leads';
import type { CustomAnswersRecord, CustomOrderRecord } from './fixtures/customized';
import type { FieldErrorRecord, FieldVitalsRecord } from './field';
import { hex40 } from './hash';
import { openIndexedDbStore, type SnapshotStore } from './persistence';

/**
 * The sandbox database: typed in-memory collections seeded from fixtures/. In the browser a
 * snapshot goes to IndexedDB after every mutation and comes back once at start (loadDb), so
 * orders and members survive reloads; in Node it lives in memory and resetDb() reseeds it.
 */

export interface Row {
  id: number | string;
}

interface Registered {
  readonly name: string;
  seedFingerprint(): string;
  /** The rows, or null while they are the fixtures' (nothing to save: a reload seeds them again). */
  dump(): unknown[] | null;
  restore(rows: unknown[]): void;
  reseed(): void;
}

/** Bump when stored rows change shape while the fixtures stay the same. */
const SCHEMA_VERSION = 1;

const registry = new Map<string, Registered>();
let store: SnapshotStore | null = null;
let writing: Promise<void> = Promise.resolve();
let writeQueued = false;

// Rows go in and out as copies, so a handler cannot change stored data without a mutation call
// (which is what triggers persistence).
const copy = <T>(value: T): T => structuredClone(value);

export class Collection<T extends Row> implements Registered {
  /** Seeded when first used: a page load that restores its saved copy never copies the fixtures. */
  private held: T[] | null = null;
  /** Whether the rows differ from the fixtures (changed here, or restored from a snapshot). */
  private changed = false;
  private fingerprint: string | null = null;

  constructor(
    readonly name: string,
    private readonly seed: () => readonly T[],
  ) {}

  private get rows(): T[] {
    return (this.held ??= copy([...this.seed()]));
  }

  private set rows(rows: T[]) {
    this.held = rows;
  }

  all(): T[] {
    return copy(this.rows);
  }

  filter(predicate: (row: T) => boolean): T[] {
    return copy(this.rows.filter(predicate));
  }

  find(predicate: (row: T) => boolean): T | undefined {
    const row = this.rows.find(predicate);
    return row && copy(row);
  }

  get(id: T['id']): T | undefined {
    return this.find((row) => row.id === id);
  }

  count(predicate?: (row: T) => boolean): number {
    return predicate ? this.rows.filter(predicate).length : this.rows.length;
  }

  /** The next free numeric id (max + 1), for collections whose ids are numbers. */
  nextId(): number {
    return (
      this.rows.reduce(
        (max, row) => (typeof row.id === 'number' && row.id > max ? row.id : max),
        0,
      ) + 1
    );
  }

  insert(row: T): T {
    if (this.rows.some((existing) => existing.id === row.id)) {
      throw new Error(`[sandbox] ${this.name}: duplicate id ${String(row.id)}`);
    }
    this.rows.push(copy(row));
    this.changed = true;
    schedulePersist();
    return copy(row);
  }

  update(id: T['id'], patch: Partial<Omit<T, 'id'>>): T | undefined {
    const index = this.rows.findIndex((row) => row.id === id);
    if (index < 0) return undefined;
    const next = { ...this.rows[index], ...copy(patch), id } as T;
    this.rows[index] = next;
    this.changed = true;
    schedulePersist();
    return copy(next);
  }

  remove(id: T['id']): boolean {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => row.id !== id);
    if (this.rows.length === before) return false;
    this.changed = true;
    schedulePersist();
    return true;
  }

  seedFingerprint(): string {
    this.fingerprint ??= hex40(JSON.stringify(this.seed()));
    return this.fingerprint;
  }

  dump(): unknown[] | null {
    return this.changed ? copy(this.rows) : null;
  }

  restore(rows: unknown[]): void {
    // Trusted: restore only runs when the snapshot's version matches the current fixtures.
    this.rows = copy(rows) as T[];
    this.changed = true;
  }

  /** Back to the fixtures, copied when next used. */
  reseed(): void {
    this.held = null;
    this.changed = false;
  }
}

/**
 * Registers a collection. Every collection must be defined when the handler modules are imported,
 * before loadDb(), so the snapshot can restore it. Redefining a name replaces it (Vite HMR re-runs
 * modules).
 */
export function defineCollection<T extends Row>(
  name: string,
  seed: () => readonly T[],
): Collection<T> {
  const collection = new Collection<T>(name, seed);
  registry.set(name, collection);
  return collection;
}

/** Add a line here for each data area's collection (users, orders, members...). */
export const db = {
  categories: defineCollection<Category>('categories', () => CATEGORIES),
  products: defineCollection<ProductRecord>('products', () => PRODUCTS),
  /** Full details with the sandbox-only pricing; a row's status can be switched at run time. */
  productDetails: defineCollection<ProductDetailRecord>('productDetails', () => PRODUCT_DETAILS),
  users: defineCollection<UserRecord>('users', () => USERS),
  /** Issued tokens (token -> user); kept across reloads so a signed-in visitor stays signed in. */
  sessions: defineCollection<SessionRecord>('sessions', () => []),
  smsCodes: defineCollection<SmsCodeRecord>('smsCodes', () => []),
  captchas: defineCollection<CaptchaRecord>('captchas', () => []),
  oauthStates: defineCollection<OauthStateRecord>('oauthStates', () => []),
  usedWechatCodes: defineCollection<UsedWechatCodeRecord>('usedWechatCodes', () => []),
  members: defineCollection<MemberRecord>('members', () => MEMBERS),
  orders: defineCollection<OrderRecord>('orders', () => ORDERS),
  /** The last health statement per user and product. */
  healthStatements: defineCollection<HealthStatementRecord>('healthStatements', () => []),
  /** Payment attempts, by payToken; an order may have several (a retry after a cancel). */
  payments: defineCollection<PaymentRecord>('payments', () => []),
  /** Sales trails (可回溯), by traceId. */
  trails: defineCollection<TrailRecord>('trails', () => []),
  /** Field reports received (issue 26): the last 50 vitals and the last 50 errors. */
  fieldVitals: defineCollection<FieldVitalsRecord>('fieldVitals', () => []),
  fieldErrors: defineCollection<FieldErrorRecord>('fieldErrors', () => []),
  /** Issued policies, by policy number: the demo account's, and every paid order's. */
  policies: defineCollection<PolicyRecord>('policies', () => POLICIES),
  /** Orders that pay an overdue renewal premium, by order id. */
  renewals: defineCollection<RenewalRecord>('renewals', () => []),
  /** Personalised plans (计划书), by id. */
  proposals: defineCollection<ProposalRecord>('proposals', () => PROPOSALS),
  /**
   * Calls booked with a plan's planner, by the plan's id (one per plan): from the customisation
   * questionnaire or the plan's own screen, on one calendar (planner-calendar.ts).
   */
  bookings: defineCollection<BookingRecord>('bookings', () => []),
  /** Plans' shares (issue 24), by key: live or revoked. */
  planShares: defineCollection<PlanShareRecord>('planShares', () => []),
  /** Leads from the campaign pages. */
  leads: defineCollection<LeadRecord>('leads', () => []),
  /** Referral keys of shared posters. */
  referrals: defineCollection<ReferralRecord>('referrals', () => []),
  /** Campaigns and their home banners. */
  campaigns: defineCollection<CampaignRecord>('campaigns', () => CAMPAIGNS),
  /** Gift campaigns (赠险), and their claims by `<giftId>:<insured ID number>`. */
  gifts: defineCollection<GiftRecord>('gifts', () => GIFTS),
  giftClaims: defineCollection<GiftClaimRecord>('giftClaims', () => []),
  /** The customisation service's fee orders, by order id (the order itself is in `orders`). */
  customOrders: defineCollection<CustomOrderRecord>('customOrders', () => []),
  /** The questionnaire's answers with the booked call, by `<userId>:<campaignId>`. */
  customAnswers: defineCollection<CustomAnswersRecord>('customAnswers', () => []),
};

interface Snapshot {
  version: string;
  savedAt: number;
  collections: Record<string, unknown[]>;
}

/** Changes whenever a fixture, the set of collections or SCHEMA_VERSION changes: a stale snapshot is dropped. */
export function snapshotVersion(): string {
  return keptForTheBuild(() => {
    const parts = [...registry.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((collection) => `${collection.name}=${collection.seedFingerprint()}`);
    return hex40(`${SCHEMA_VERSION};${parts.join(';')}`);
  });
}

/**
 * The version is the same on every page of one build: a built sandbox (a demo build, whose chunk's
 * name carries a hash of its content and of what it imports) works it out once in the tab and
 * keeps it, by that name and the collections', instead of writing out and hashing every fixture on
 * each page load (a tenth of a second and more of a phone's or a busy machine's time). Worked out
 * afresh under the dev server and in Node, where a module's address does not change with it.
 */
function keptForTheBuild(version: () => string): string {
  if (!import.meta.env.PROD || typeof sessionStorage === 'undefined') return version();
  const key = `sandbox:version:${import.meta.url}:${[...registry.keys()].sort().join(',')}`;
  try {
    const kept = sessionStorage.getItem(key);
    if (kept) return kept;
    const worked = version();
    sessionStorage.setItem(key, worked);
    return worked;
  } catch {
    return version();
  }
}

function takeSnapshot(): Snapshot {
  const collections: Record<string, unknown[]> = {};
  // Only what changed: a collection left out is seeded from the fixtures when the snapshot comes
  // back (loadDb), so a write does not copy every product and campaign each time.
  for (const collection of registry.values()) {
    const rows = collection.dump();
    if (rows) collections[collection.name] = rows;
  }
  return { version: snapshotVersion(), savedAt: Date.now(), collections };
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Snapshot>;
  return (
    typeof candidate.version === 'string' &&
    typeof candidate.collections === 'object' &&
    candidate.collections !== null
  );
}

function schedulePersist(): void {
  if (!store || writeQueued) return;
  const target = store;
  writeQueued = true;
  // The snapshot is taken when the write runs, so several mutations in one handler make one write.
  writing = writing
    .then(() => {
      writeQueued = false;
      return target.write(takeSnapshot());
    })
    .catch((error: unknown) => console.warn('[sandbox] could not save the database', error));
}

/**
 * Loads the saved snapshot, once, before the worker starts. With no argument it opens IndexedDB;
 * `null` means memory only (also what happens when IndexedDB is unavailable).
 */
export async function loadDb(snapshotStore?: SnapshotStore | null): Promise<void> {
  store = snapshotStore === undefined ? await openIndexedDbStore() : snapshotStore;
  if (!store) return;
  let saved: unknown;
  try {
    saved = await store.read();
  } catch (error) {
    console.warn('[sandbox] could not read the saved database, starting from the fixtures', error);
  }
  if (isSnapshot(saved) && saved.version === snapshotVersion()) {
    for (const collection of registry.values()) {
      const rows = saved.collections[collection.name];
      if (Array.isArray(rows)) collection.restore(rows);
      else collection.reseed();
    }
    return;
  }
  for (const collection of registry.values()) collection.reseed();
  // A first start has nothing to save until something changes (the fixtures are the same on every
  // load); a snapshot of other fixtures is replaced at once.
  if (saved !== undefined && saved !== null) schedulePersist();
}

/** Back to the fixtures. Synchronous in memory; the promise settles once the browser copy is saved. */
export function resetDb(): Promise<void> {
  for (const collection of registry.values()) collection.reseed();
  schedulePersist();
  return flushDb();
}

/**
 * Settles when every pending save has finished. A handler whose reply makes the page navigate
 * away (payment, redirects) should await it before replying, so the change is not lost.
 */
export function flushDb(): Promise<void> {
  return writing;
}
