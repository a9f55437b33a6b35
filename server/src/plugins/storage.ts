import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { ByteRange, FileStorage } from './file-storage.js';
import type { S3Options } from './s3-storage.js';

export type { ByteRange, FileStorage } from './file-storage.js';

/** Local disk under DATA_DIR/uploads (the default). */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid storage key ${key}`);
    return full;
  }

  async put(key: string, body: Readable): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(body, createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return (await stat(target)).size;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const target = this.pathOf(key);
    await stat(target);
    return createReadStream(target, range);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; modified: Date }> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const info = await stat(full).catch(() => undefined);
      if (info) yield { key: path.relative(this.root, full).split(path.sep).join('/'), modified: info.mtime };
    }
  }
}

/** S3 when S3_BUCKET is set, else local disk under DATA_DIR/uploads. */
export async function createStorage(config: { dataDir: string; s3?: S3Options }): Promise<FileStorage> {
  if (!config.s3) return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config.s3);
}
