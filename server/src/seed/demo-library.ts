import { Readable } from 'node:stream';
import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { chapters, files, libraryItems } from '../db/schema/index.js';
import type { FileStorage } from '../plugins/storage.js';
import { simplePdf } from './demo-pdf.js';
import type { DemoSubject } from './demo-subject.js';

/** Real lessons on YouTube and Vimeo, so the embedded player has something to play. */
const RECORDINGS = [
  { url: 'https://www.youtube.com/watch?v=WUvTyaaNkzM', platform: 'youtube' as const, minutes: 17 },
  { url: 'https://vimeo.com/76979871', platform: 'vimeo' as const, minutes: 3 },
];

/**
 * The demo school's library items in the first two chapters of every subject — a summary
 * sheet (PDF) and a recorded lesson in chapter 1, a practice sheet in chapter 2 — and one public
 * study guide everyone signed in can open.
 */
export async function seedDemoLibrary(tx: Tx, storage: FileStorage, subjects: DemoSubject[]) {
  const chapterRows = await tx
    .select()
    .from(chapters)
    .where(
      and(
        inArray(
          chapters.subjectId,
          subjects.map((s) => s.id),
        ),
        inArray(chapters.order, [1, 2]),
      ),
    );
  const chapterOf = (subjectId: string, order: number) =>
    chapterRows.find((c) => c.subjectId === subjectId && c.order === order);

  async function storePdf(name: string, title: string, lines: string[], uploadedBy: string) {
    const body = simplePdf(title, lines);
    const key = `demo/${crypto.randomUUID()}.pdf`;
    const size = await storage.put(key, Readable.from([body]));
    const [row] = await tx
      .insert(files)
      .values({ storageKey: key, originalName: name, size, mimeType: 'application/pdf', uploadedBy })
      .returning({ id: files.id });
    return row!.id;
  }

  for (const [i, subject] of subjects.entries()) {
    const first = chapterOf(subject.id, 1);
    const second = chapterOf(subject.id, 2);
    if (!first) continue;
    const base = { subjectId: subject.id, uploadedBy: subject.teacherId };
    const recording = RECORDINGS[i % RECORDINGS.length]!;
    await tx.insert(libraryItems).values([
      {
        ...base,
        chapterId: first.id,
        type: 'material',
        title: `${first.title}: summary sheet`,
        description: `The key ideas of ${first.title} on one page.`,
        tags: ['summary', 'revision'],
        fileId: await storePdf(
          `${subject.name} - ${first.title} summary.pdf`,
          `${subject.name}: ${first.title}`,
          ['Key definitions', 'Worked examples', 'Common mistakes in past papers'],
          subject.teacherId,
        ),
        downloadCount: 3 + i,
      },
      {
        ...base,
        chapterId: first.id,
        type: 'recording',
        title: `${first.title}: recorded lesson`,
        description: 'The lesson recorded in class, for revision.',
        tags: ['lesson'],
        recordingUrl: recording.url,
        recordingPlatform: recording.platform,
        recordingDuration: recording.minutes,
        viewCount: 5 + i,
      },
      ...(second
        ? [
            {
              ...base,
              chapterId: second.id,
              type: 'material' as const,
              title: `${second.title}: practice questions`,
              description: 'Exam-style questions with answers at the end.',
              tags: ['practice'],
              fileId: await storePdf(
                `${subject.name} - ${second.title} practice.pdf`,
                `${subject.name}: ${second.title} practice`,
                ['1. Define the key terms of this chapter.', '2. Solve the three worked problems again.'],
                subject.teacherId,
              ),
            },
          ]
        : []),
    ]);
  }
  const guideSubject = subjects[0];
  const guideChapter = guideSubject && chapterOf(guideSubject.id, 1);
  if (guideSubject && guideChapter) {
    await tx.insert(libraryItems).values({
      subjectId: guideSubject.id,
      chapterId: guideChapter.id,
      uploadedBy: guideSubject.teacherId,
      type: 'material',
      title: 'How to revise: a study guide',
      description: 'Planning revision, past papers and exam technique. Open to every student.',
      tags: ['study skills'],
      isPublic: true,
      fileId: await storePdf(
        'Study guide.pdf',
        'How to revise',
        ['Plan your weeks before the exams.', 'Practise with past papers under time.', 'Sleep well.'],
        guideSubject.teacherId,
      ),
    });
  }
}
