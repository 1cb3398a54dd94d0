import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isObjectFolder, isObjectKey, type ObjectStore, type StoredObject } from './object-store.js';

export interface LocalStore extends ObjectStore {
  /** The folder, which plugins/uploads.ts serves as it always has. */
  readonly root: string;
}

/** Objects as files under one folder: the default, one machine's disk (UPLOADS_DIR, or `data/uploads`). */
export function createLocalStore(root: string): LocalStore {
  const fileOf = (key: string) => {
    if (!isObjectKey(key)) throw new RangeError(`not an object key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    root,
    where: `folder ${root}`,
    async put(key, bytes) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, bytes);
    },
    async get(key): Promise<StoredObject | null> {
      if (!isObjectKey(key)) return null;
      const file = fileOf(key);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: fs.createReadStream(file),
        contentType: contentTypeOf(key),
        contentLength: stat.size,
        // Size and time, as a static file server tags a file: a new file under the same name gets a new tag.
        etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
        lastModified: stat.mtime,
      };
    },
    async deletePrefix(prefix) {
      if (!isObjectFolder(prefix)) throw new RangeError(`not a folder of keys: ${JSON.stringify(prefix)}`);
      await fsp.rm(path.join(root, prefix), { recursive: true, force: true });
    },
  };
}
