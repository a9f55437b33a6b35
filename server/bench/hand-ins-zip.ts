import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import type { FileStorage } from '../src/plugins/file-storage.js';

const MiB = 2 ** 20;

/**
 * A homework of `subjectId` handed in by every student enrolled in it, each with one file of
 * `bytes` written to the real storage: what a teacher's "Download hand-ins" reads.
 */
async function handedInHomework(
  db: Db,
  storage: FileStorage,
  subjectId: string,
  limit: number,
  bytes: number,
) {
  const made = await db.execute<{ id: string }>(sql`
    insert into homeworks (title, subject_id, chapter_id, due_date)
    select 'Zip bench homework', ${subjectId}, c.id, now() - interval '1 day'
    from chapters c where c.subject_id = ${subjectId} limit 1
    returning id`);
  const homeworkId = made.rows[0]!.id;
  const enrolled = await db.execute<{ student_id: string }>(sql`
    select student_id from student_subjects where subject_id = ${subjectId} order by student_id limit ${limit}`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  for (const { student_id: studentId } of enrolled.rows) {
    const key = `bench/${randomUUID()}.pdf`;
    await storage.put(
      key,
      Readable.from(
        (function* () {
          for (let sent = 0; sent < bytes; sent += chunk.length)
            yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        })(),
      ),
    );
    await db.execute(sql`
      with f as (
        insert into files (storage_key, original_name, size, mime_type)
        values (${key}, 'hand-in.pdf', ${bytes}, 'application/pdf') returning id
      ), s as (
        insert into homework_submissions (homework_id, student_id) values (${homeworkId}, ${studentId}) returning id
      )
      insert into homework_submission_files (submission_id, file_id, kind, position)
      select s.id, f.id, 'submitted', 0 from s, f`);
  }
  return { homeworkId, handIns: enrolled.rows.length };
}

/** Downloads a URL, dropping what arrives, while sampling this process's RSS every 10 ms. */
function downloadSampling(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; peakGrowth: number; ms: number }>((resolve, reject) => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (data: Buffer) => {
          bytes += data.length;
        });
        response.on('end', () => {
          clearInterval(sampler);
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            peakGrowth: peak - before,
            ms: performance.now() - started,
          });
        });
      })
      .on('error', (error) => {
        clearInterval(sampler);
        reject(error);
      });
  });
}

/**
 * The ZIP of every hand-in of a homework, for 100 and then 300 students with a 1 MiB file each:
 * the archive is built while it is sent, so the server's memory must not grow with its size.
 */
export async function handInsZipMemory(
  db: Db,
  storage: FileStorage,
  base: string,
  headers: Record<string, string>,
  subjectId: string,
) {
  console.log('\nhand-ins as one ZIP (target: memory flat, whatever the number of hand-ins)');
  for (const students of [100, 300]) {
    const { homeworkId, handIns } = await handedInHomework(db, storage, subjectId, students, MiB);
    global.gc?.();
    const run = await downloadSampling(`${base}/api/homeworks/${homeworkId}/submissions.zip`, headers);
    console.log(
      `${String(handIns).padStart(4)} hand-ins: ${run.status}, ${(run.bytes / MiB).toFixed(0)} MiB in ${run.ms.toFixed(0)} ms ` +
        `(${(run.bytes / MiB / (run.ms / 1000)).toFixed(0)} MiB/s), peak RSS growth ${(run.peakGrowth / MiB).toFixed(1)} MiB`,
    );
  }
}
