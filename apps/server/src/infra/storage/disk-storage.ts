import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey, contentTypeOf, type FileStorage } from './file-storage';

/**
 * Files under the data directory, outside the web root: served only through /media/ (media-routes.ts), which
 * reads them through this interface. Writes go to a temporary name first and are renamed into place, which is
 * atomic on one file system, so a crash never leaves a truncated image under a real key.
 */
export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    async save(key, file) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, file.data);
      await rename(temporary, path);
    },
    async read(key) {
      try {
        return { data: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
