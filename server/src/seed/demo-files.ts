import { Readable } from 'node:stream';
import type { Tx } from '../db/client.js';
import { files } from '../db/schema/index.js';
import type { FileStorage } from '../plugins/storage.js';

/** A small text file of the demo school, put in the real storage and recorded; returns its id. */
export async function storeDemoText(tx: Tx, storage: FileStorage, key: string, name: string, text: string) {
  const size = await storage.put(key, Readable.from([Buffer.from(text)]));
  const [file] = await tx
    .insert(files)
    .values({ storageKey: key, originalName: name, size, mimeType: 'text/plain' })
    .returning();
  return file!.id;
}
