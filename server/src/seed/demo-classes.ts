import { academicYearOn, weeklyStarts } from '@sabora/contract';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../config.js';
import type { Tx } from '../db/client.js';
import { virtualClassEnrollments, virtualClasses } from '../db/schema/index.js';
import type { DemoSubject } from './demo-subject.js';

const MINUTE = 60 * 1000;

/** A demo class with the academic year its date falls in on the school's clock, as the form fills it. */
export const inItsYear = <T extends { scheduledDate: Date }>(item: T) => ({
  ...item,
  academicYear: academicYearOn(item.scheduledDate, DEFAULT_SCHOOL_TIME_ZONE),
});

const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE);
/** Three weeks of a weekly class from `first`, on the demo school's clock. */
const weeklyStartsFrom = (first: Date) =>
  weeklyStarts(
    first,
    new Date(first.getTime() + 15 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
    DEFAULT_SCHOOL_TIME_ZONE,
    3,
  );

/**
 * The demo school's virtual classes for today in every subject — one live (started a
 * quarter of an hour ago), one upcoming (in an hour and a half) and one completed (this morning,
 * or last night when the demo starts early) — with the subject's students enrolled in the live
 * and completed ones, and the first of them marked as having attended the completed one. The first
 * subject also has a class repeating weekly (three weeks, from the day after tomorrow), as the
 * form's "Repeat weekly until" makes them: one class a week on Cairo's wall clock.
 */
export async function seedDemoClasses(tx: Tx, subjects: DemoSubject[]) {
  for (const [i, subject] of subjects.entries()) {
    const base = {
      subjectId: subject.id,
      teacherId: subject.teacherId,
      durationMinutes: 60,
      platform: i % 2 === 0 ? ('zoom' as const) : ('google-meet' as const),
      maxParticipants: 30,
    };
    const [live, , completed] = await tx
      .insert(virtualClasses)
      .values(
        [
          {
            ...base,
            title: `${subject.name}: live revision`,
            description: 'Questions on this week’s homework.',
            scheduledDate: at(-15),
            meetingLink: `https://meet.example.com/sabora-${i + 1}-live`,
            meetingId: `${800 + i} 111 2222`,
            agenda: ['Homework questions', 'Worked examples'],
          },
          {
            ...base,
            title: `${subject.name}: new chapter`,
            description: 'An introduction to the next chapter.',
            scheduledDate: at(90),
            meetingLink: `https://meet.example.com/sabora-${i + 1}-next`,
            meetingId: `${800 + i} 333 4444`,
          },
          {
            ...base,
            title: `${subject.name}: morning review`,
            description: 'Last week’s quiz, reviewed.',
            scheduledDate: at(-240),
            meetingLink: `https://meet.example.com/sabora-${i + 1}-review`,
          },
        ].map(inItsYear),
      )
      .returning();
    const weekly =
      i === 0
        ? await tx
            .insert(virtualClasses)
            .values(
              weeklyStartsFrom(new Date(Math.floor(at(2 * 24 * 60).getTime() / MINUTE) * MINUTE))
                .map((scheduledDate, week) => ({
                  ...base,
                  title: `${subject.name}: weekly problem clinic`,
                  description: 'Bring the problems you are stuck on.',
                  scheduledDate,
                  meetingLink: `https://meet.example.com/sabora-${i + 1}-clinic-${week + 1}`,
                }))
                .map(inItsYear),
            )
            .returning()
        : [];
    if (subject.studentIds.length === 0) continue;
    await tx.insert(virtualClassEnrollments).values([
      ...weekly.flatMap((clinic) =>
        subject.studentIds.map((studentId) => ({ classId: clinic.id, studentId })),
      ),
      ...subject.studentIds.map((studentId) => ({ classId: live!.id, studentId })),
      ...subject.studentIds.map((studentId, j) => ({
        classId: completed!.id,
        studentId,
        joinedAt: j === 0 ? at(-238) : null,
      })),
    ]);
  }
}
