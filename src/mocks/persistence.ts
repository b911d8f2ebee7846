/**
 * Where the browser sandbox keeps its database between reloads. IndexedDB, not web storage: the
 * site's own tests assert that localStorage and sessionStorage hold no personal data, and the
 * sandbox's orders and members are full of (fake) personal data.
 */
export interface SnapshotStore {
  read(): Promise<unknown>;
  write(snapshot: unknown): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'sandbox';
const STORE = 'snapshot';
const KEY = 'db';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function run<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  op: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const tx = db.transaction(STORE, mode);
  const result = settle(op(tx.objectStore(STORE)));
  // A write only counts once its transaction commits; the request's success comes earlier.
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return Promise.all([result, done]).then(([value]) => value);
}

/** Null when IndexedDB is missing or refused (Node, some private modes): the sandbox then lives in memory. */
export async function openIndexedDbStore(): Promise<SnapshotStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    const db = await settle(open);
    return {
      read: () => run(db, 'readonly', (store) => store.get(KEY)),
      write: (snapshot) =>
        run(db, 'readwrite', (store) => store.put(snapshot, KEY)).then(() => undefined),
      clear: () => run(db, 'readwrite', (store) => store.delete(KEY)),
    };
  } catch (error) {
    console.warn('[sandbox] IndexedDB unavailable, data will not survive a reload', error);
    return null;
  }
}
