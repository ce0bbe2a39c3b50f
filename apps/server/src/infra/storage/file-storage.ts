/**
 * Where uploaded files live (ADR 0015): one interface for every upload (the shop's TWINT QR code, product images,
 * avatars), so a disk today and an object store tomorrow are one adapter apart. Keys are the files' public names
 * under /media/: content-addressed, so a changed image gets a new key and caches may keep a key forever.
 */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Writes the file whole or not at all: a reader never sees half of it. */
  save(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when there is none under this key. */
  read(key: string): Promise<StoredFile | null>;
  /** Removing a key that is not there is not an error: clean-ups may run twice. */
  remove(key: string): Promise<void>;
}

/** 'twint/qr-1f2e3d.webp': lower-case folders and a file name with one extension; nothing that climbs out. */
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[a-z0-9][a-z0-9-]*\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml' };

/** The content type a key's extension stands for (the storage serves only types it wrote itself). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
