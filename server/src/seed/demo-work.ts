import type { Tx } from '../db/client.js';
import {
  examSubmissionFiles,
  examSubmissions,
  exams,
  homeworkQuestions,
  homeworkSubmissionFiles,
  homeworkSubmissions,
  homeworks,
  questions,
} from '../db/schema/index.js';
import type { FileStorage } from '../plugins/storage.js';
import { storeDemoText } from './demo-files.js';
import type { DemoSubject } from './demo-subject.js';

/** Two multiple-choice questions per demo subject code: [title, options, right choice]. */
const QUESTIONS: Record<string, [string, string[], string][]> = {
  'IGCSE-0580': [
    ['Solve 3x + 5 = 20.', ['x = 5', 'x = 15', 'x = 25/3', 'x = 3'], 'x = 5'],
    ['What is the gradient of y = 4x − 7?', ['−7', '4', '7', '−4'], '4'],
  ],
  'IGCSE-0625': [
    ['What is the SI unit of force?', ['Joule', 'Newton', 'Watt', 'Pascal'], 'Newton'],
    [
      'A car travels 100 m in 5 s. Its average speed is',
      ['20 m/s', '500 m/s', '5 m/s', '0.05 m/s'],
      '20 m/s',
    ],
  ],
  'SAT-MATH': [
    ['If 2x − 3 = 11, what is x?', ['4', '7', '8', '14'], '7'],
    ['What is 15% of 80?', ['8', '10', '12', '15'], '12'],
  ],
  'SAT-RW': [
    ['Choose the word closest in meaning to "candid".', ['frank', 'secretive', 'careful', 'bright'], 'frank'],
    [
      'Which punctuation joins two independent clauses?',
      ['a comma', 'a semicolon', 'an apostrophe', 'a hyphen'],
      'a semicolon',
    ],
  ],
  'TA-ARABIC': [
    ['ما إعراب الفاعل؟', ['مرفوع', 'منصوب', 'مجرور', 'مجزوم'], 'مرفوع'],
    ['ما جمع كلمة "كتاب"؟', ['كتب', 'كاتبون', 'مكاتب', 'كتابات'], 'كتب'],
  ],
  'TA-CHEM': [
    ['Which element is a transition element?', ['Sodium', 'Iron', 'Chlorine', 'Neon'], 'Iron'],
    ['The pH of a neutral solution at 25 °C is', ['0', '7', '14', '1'], '7'],
  ],
};

/**
 * The subject whose first student has handed in the mid-term early and then replaced it once: the
 * hand-in can still be replaced (ungraded, before the due date), and staff see the earlier file.
 */
const REPLACED_HAND_IN_SUBJECT = 'SAT-MATH';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/**
 * Question bank, homeworks (one closed, the rest due over the coming weeks), exams, and handed-in
 * homework for some students, a few of them already graded; one mid-term handed in early and
 * replaced once, which its student may still replace.
 */
export async function seedDemoWork(tx: Tx, storage: FileStorage, subjects: DemoSubject[]) {
  for (const [i, subject] of subjects.entries()) {
    const qs = await tx
      .insert(questions)
      .values(
        (QUESTIONS[subject.code] ?? []).map(([title, options, rightChoice]) => ({
          subjectId: subject.id,
          chapterId: subject.firstChapterId,
          title,
          options,
          rightChoice,
          createdBy: subject.teacherId,
        })),
      )
      .returning();
    // The third is due within a day: its students are reminded (student-home/work-reminders.ts).
    const [closed, open] = await tx
      .insert(homeworks)
      .values([
        {
          title: `${subject.name}: warm-up exercises`,
          text: 'Answer every question and show your working. Upload a photo or a PDF of your answers.',
          subjectId: subject.id,
          chapterId: subject.firstChapterId,
          dueDate: inDays(-3),
          createdBy: subject.teacherId,
        },
        {
          title: `${subject.name}: chapter 1 practice`,
          text: 'Work through the attached questions, then upload your answers as a PDF or photos.',
          subjectId: subject.id,
          chapterId: subject.firstChapterId,
          dueDate: inDays(4 + i * 3),
          createdBy: subject.teacherId,
        },
        {
          title: `${subject.name}: formula sheet`,
          text: 'Write out the chapter’s formulas with their units, then upload a photo of your sheet.',
          subjectId: subject.id,
          chapterId: subject.firstChapterId,
          dueDate: inDays(0.8),
          createdBy: subject.teacherId,
        },
      ])
      .returning();
    if (qs.length) {
      await tx
        .insert(homeworkQuestions)
        .values(qs.map((q, position) => ({ homeworkId: open!.id, questionId: q.id, position })));
    }
    const [exam] = await tx
      .insert(exams)
      .values({
        title: `${subject.name}: mid-term exam`,
        description: 'Answer on paper, then upload clear photos or a PDF before the deadline.',
        subjectId: subject.id,
        dueDate: inDays(10 + i * 4),
        createdBy: subject.teacherId,
      })
      .returning();
    const early = subject.studentIds[0];
    if (subject.code === REPLACED_HAND_IN_SUBJECT && early) {
      const stored = (name: string, text: string) =>
        storeDemoText(tx, storage, `demo/${exam!.id}-${early}-${name}`, name, text);
      const [submission] = await tx
        .insert(examSubmissions)
        .values({ examId: exam!.id, studentId: early, submittedAt: inDays(-1), status: 'submitted' })
        .returning();
      await tx.insert(examSubmissionFiles).values([
        {
          submissionId: submission!.id,
          fileId: await stored('mid-term-draft.txt', 'Draft answers: questions 1 to 3 only.\n'),
          kind: 'earlier',
          position: 0,
        },
        {
          submissionId: submission!.id,
          fileId: await stored('mid-term-answers.txt', 'Answers to every question, checked twice.\n'),
          kind: 'submitted',
          position: 0,
        },
      ]);
    }
    // The first students handed in the closed homework; the first of them already has a grade.
    for (const [n, studentId] of subject.studentIds.slice(0, 2).entries()) {
      const fileId = await storeDemoText(
        tx,
        storage,
        `demo/${closed!.id}-${studentId}.txt`,
        'my-answers.txt',
        `My answers for ${closed!.title}.\n1) ...\n2) ...\n`,
      );
      const graded = n === 0;
      const [submission] = await tx
        .insert(homeworkSubmissions)
        .values({
          homeworkId: closed!.id,
          studentId,
          submittedAt: inDays(-4),
          status: graded ? 'graded' : 'submitted',
          grade: graded ? 88 : null,
          feedback: graded ? 'Good work: check your units in question 2.' : '',
          gradedAt: graded ? inDays(-2) : null,
          gradedBy: graded ? subject.teacherId : null,
        })
        .returning();
      await tx
        .insert(homeworkSubmissionFiles)
        .values({ submissionId: submission!.id, fileId, kind: 'submitted', position: 0 });
    }
  }
}
