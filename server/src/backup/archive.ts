import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/** The archive's table of contents, its last entry (docs/operations.md, "Backups"). */
export const MANIFEST = 'manifest.json';

export interface Part {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  /** Sabora's version that wrote it. */
  sabora: string;
  /** The last migration of the database saved: a restore builds the schema up to it. */
  schema: { idx: number; tag: string };
  createdAt: string;
  /** Where the uploaded files were: on disk they are in the archive, in S3 they stay in the bucket. */
  storage: 'disk' | 's3';
  /** The tables, in the order they are loaded (each a `COPY` text stream). */
  tables: string[];
  /** Every entry but this one, with its size and checksum. */
  parts: Part[];
  /** Files the database names that were not found when the backup read them (deleted meanwhile). */
  missingFiles: string[];
  /** With S3: the keys of the objects the database names, which stay in the bucket. */
  s3Keys?: string[];
}

export const tableEntry = (table: string) => `db/${table}.copy`;
export const fileEntry = (key: string) => `files/${key}`;

/** A tar file written entry by entry; each entry's size must be known before its bytes. */
export function archiveWriter(file: string) {
  const pack = tar.pack();
  // Readable by this user only: it holds every account's password hash and every student's work.
  const written = pipeline(Readable.from(pack), createWriteStream(file, { mode: 0o600 }));
  // Awaited by finish(); an archive abandoned half-way (a failed backup) must not fail the process.
  written.catch(() => {});
  const parts: Part[] = [];
  async function add(name: string, bytes: number, body: AsyncIterable<Buffer> | Iterable<Buffer>) {
    const hash = createHash('sha256');
    let read = 0;
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size: bytes }, (error) => (error ? reject(error) : resolve()));
      (async () => {
        for await (const chunk of body) {
          hash.update(chunk);
          read += chunk.length;
          if (!entry.write(chunk)) await once(entry, 'drain');
        }
        entry.end(() => undefined);
      })().catch(reject);
    }).catch((error: unknown) => {
      // A part that failed half-way leaves the archive unusable: it is closed, not left waiting.
      pack.destroy(error as Error);
      throw error;
    });
    if (read !== bytes) throw new Error(`${name} changed while it was read`);
    parts.push({ name, bytes, sha256: hash.digest('hex') });
  }
  return {
    parts,
    add,
    addFile: (name: string, path: string, bytes: number) => add(name, bytes, createReadStream(path)),
    async finish(manifest: Manifest) {
      const body = Buffer.from(JSON.stringify(manifest, null, 2));
      pack.entry({ name: MANIFEST, size: body.length }, body);
      pack.finalize();
      await written;
    },
  };
}

/**
 * Reads a tar file entry by entry: `onEntry` gets each entry's name and bytes (a stream it must
 * read to the end), and what it returns is awaited before the next.
 */
export async function readArchive(file: string, onEntry: (name: string, body: Readable) => Promise<void>) {
  const extract = tar.extract();
  const done = pipeline(createReadStream(file), extract);
  // Awaited below; a reader that stops half-way (a failed restore) closes it early.
  done.catch(() => {});
  for await (const entry of extract) {
    const body = Readable.from(entry);
    await onEntry(entry.header.name, body);
    // What the reader left unread is skipped, so the next entry can come.
    await finished(body.resume());
  }
  await done;
}

/** The manifest, after checking that every entry is there, whole and unchanged; throws otherwise. */
export async function verifiedManifest(file: string): Promise<Manifest> {
  const found = new Map<string, { bytes: number; sha256: string }>();
  let manifest: Manifest | undefined;
  await readArchive(file, async (name, body) => {
    if (name === MANIFEST) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      return;
    }
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of body) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    found.set(name, { bytes, sha256: hash.digest('hex') });
  });
  if (manifest?.format !== 1) throw new BackupError(`${file} is not a Sabora backup (no manifest).`);
  for (const part of manifest.parts) {
    const seen = found.get(part.name);
    if (!seen) throw new BackupError(`The backup is incomplete: ${part.name} is missing.`);
    if (seen.sha256 !== part.sha256 || seen.bytes !== part.bytes) {
      throw new BackupError(`The backup is damaged: ${part.name} does not match its checksum.`);
    }
  }
  if (found.size !== manifest.parts.length)
    throw new BackupError('The backup holds entries its manifest does not list.');
  return manifest;
}

/** A refusal to print as it is (a bad archive, a target that holds a school). */
export class BackupError extends Error {}

/**
 * What a backup or restore is writing now (an archive's `.partial`, the spooled tables, the files
 * being restored): the command removes them if it is stopped part-way (Ctrl-C), as its own
 * failure does.
 */
export const inProgress = new Set<string>();

/** A restore past its commit: its last steps (moving the files into place) must not be cut short. */
export const restoreState = { committed: false };
