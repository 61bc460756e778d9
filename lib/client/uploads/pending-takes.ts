// Takes waiting for the server, kept in IndexedDB (browser only) from the moment Save is pressed until
// the server has confirmed them, so a closed tab, a crash or a lost network never loses a voice.
// The key is the upload's clientUploadId: sending a kept take again is idempotent on the server.

export type TPendingTake = {
  key: string;
  blob: Blob;
  mimeType: string;
  fileName: string;
  fields: Record<string, string>;
  endpoint: string;
  /** Epoch milliseconds. */
  createdAt: number;
};

// What is stored: the audio as bytes, because Safari has failed to store (or later to read back)
// Blobs in IndexedDB, while ArrayBuffers work everywhere.
type TStoredTake = Omit<TPendingTake, "blob"> & { audio: ArrayBuffer };

const DATABASE_NAME = "echobook-uploads";
const DATABASE_VERSION = 1;
const STORE = "pending-takes";
const BY_ENDPOINT = "by-endpoint";

let connection: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  if (typeof indexedDB === "undefined") return Promise.reject(new Error("IndexedDB is not available"));
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: "key" });
      store.createIndex(BY_ENDPOINT, "endpoint");
    };
    request.onsuccess = () => {
      const database = request.result;
      // Let a newer version of the app (in another tab) upgrade the database instead of blocking it.
      database.onversionchange = () => {
        database.close();
        connection = null;
      };
      resolve(database);
    };
    request.onerror = () => {
      connection = null;
      reject(request.error);
    };
  });
  return connection;
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    // Answer once the transaction has committed: a write that merely succeeded could still be lost.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(request.error ?? transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
}

function toPendingTake({ audio, ...take }: TStoredTake): TPendingTake {
  return { ...take, blob: new Blob([audio], { type: take.mimeType }) };
}

export async function savePendingTake({ blob, ...take }: TPendingTake): Promise<void> {
  const stored: TStoredTake = { ...take, audio: await blob.arrayBuffer() };
  await inStore("readwrite", (store) => store.put(stored));
}

/** Every kept take (for one endpoint when given), oldest first. */
export async function listPendingTakes(endpoint?: string): Promise<TPendingTake[]> {
  const stored = await inStore<TStoredTake[]>("readonly", (store) => (endpoint === undefined ? store.getAll() : store.index(BY_ENDPOINT).getAll(endpoint)));
  return stored.sort((a, b) => a.createdAt - b.createdAt).map(toPendingTake);
}

export async function getPendingTake(key: string): Promise<TPendingTake | null> {
  const stored = await inStore<TStoredTake | undefined>("readonly", (store) => store.get(key));
  return stored ? toPendingTake(stored) : null;
}

export async function deletePendingTake(key: string): Promise<void> {
  await inStore("readwrite", (store) => store.delete(key));
}
