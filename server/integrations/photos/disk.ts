import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkPhotoKey, type PhotoStorage } from './photo-storage.ts';

/** Photographs as files under `dir` (made on the first upload); each written to a temporary name, then renamed, so a reader never sees half a file. */
export function diskPhotoStorage(dir: string): PhotoStorage {
  const pathOf = (key: string) => join(dir, checkPhotoKey(key));
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
