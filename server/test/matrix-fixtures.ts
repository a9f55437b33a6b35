import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { homeworks, notifications, quizAttempts } from '../src/db/schema/index.js';
import { createUser, type TestContext } from './app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from './factories.js';
import type { Part } from './multipart.js';
import { createQuiz, quizForm } from './quizzes.js';
import { call, daysFromNow, fields, sendForm } from './requests.js';
import { makeQuestion, makeSchool } from './school.js';

/**
 * The objects the authorization matrix (src/authorization-matrix.test.ts) points its requests at:
 * every one belongs to the school's `subject`, so its teacher is in scope and the teacher of
 * `otherSubject` is not; the student is enrolled in it, and the parent is that student's.
 */

/** The smallest PNG there is: an image upload checked by extension (and content, where checked). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A library material's file is checked by its first bytes too. */
const PDF_BYTES = Buffer.from('%PDF-1.7\n'.padEnd(2000, 'x'));

/** The reply, or an error naming what the fixture wanted and what it got. */
function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body}`);
  return res;
}

/** The `data` of a 201 reply (an object the API created). */
async function created(reply: Promise<LightMyRequestResponse>, what: string) {
  return expectStatus(await reply, 201, what).json().data as { _id: string };
}

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export async function makeMatrixSchool(t: TestContext) {
  const s = await makeSchool(t);
  const { subject, chapter, teacher, admin, student } = s;
  const teacherHeaders = teacher.headers;

  // Forms of the subject's objects, valid as they are: a write that passes the role gate then
  // reaches the service's scope check (forms are parsed before it looks the subject up).
  const homeworkForm = (overrides: Record<string, string | string[]> = {}) =>
    fields({
      title: 'Matrix worksheet',
      text: 'Answer every question.',
      subject: subject.id,
      chapter: chapter.id,
      dueDate: daysFromNow(7),
      ...overrides,
    });
  const examForm = () => fields({ title: 'Matrix exam', subject: subject.id, dueDate: daysFromNow(7) });
  const questionForm = () =>
    fields({
      subject: subject.id,
      chapter: chapter.id,
      title: 'Unit of force',
      options: ['Newton', 'Joule', 'Watt', 'Pascal'],
      rightChoice: 'Newton',
    });
  const libraryForm = () =>
    fields({
      title: 'Matrix notes',
      type: 'material',
      subject: subject.id,
      chapter: chapter.id,
      isPublic: 'false',
    });
  const classBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Matrix class',
    subject: subject.id,
    teacher: teacher.user.id,
    scheduledDate: inMinutes(120),
    duration: 45,
    meetingLink: 'https://zoom.example.com/j/123',
    platform: 'zoom',
    maxParticipants: 30,
    academicYear: '2026-2027',
    ...overrides,
  });
  const forms = {
    homework: () => homeworkForm(),
    exam: examForm,
    question: questionForm,
    quiz: () => quizForm(subject.id, [question._id]),
    virtualClass: () => classBody(),
    libraryItem: (): Part[] => [
      ...libraryForm(),
      { name: 'file', filename: 'notes.pdf', content: PDF_BYTES },
    ],
    libraryEdit: () => fields({ title: 'Matrix notes', isPublic: 'false' }),
    announcement: (): Part[] => [
      ...fields({ subject: subject.id, title: 'Matrix announcement', text: 'Bring a calculator.' }),
      { name: 'file', filename: 'notice.pdf', content: PDF_BYTES },
    ],
  };

  // --- Shared objects: read, or changed only in ways that keep them what the matrix needs ---
  const question = await created(
    sendForm(
      t,
      'POST',
      '/api/question-bank',
      [
        ...questionForm(),
        ...fields({ includeImage: 'true' }),
        { name: 'image', filename: 'q.png', content: PNG },
      ],
      teacherHeaders,
    ),
    'question with an image',
  );
  const work = (name: string): Part => ({ name, filename: `${name}.pdf`, content: `%PDF-1.4 ${name}` });
  const grade = async (kind: string, id: string, value: string) =>
    expectStatus(
      await sendForm(
        t,
        'PUT',
        `/api/${kind}-submissions/${id}/grade`,
        [...fields({ grade: value }), work('correctionFiles')],
        teacherHeaders,
      ),
      200,
      `${kind} grade`,
    );

  // A homework with a file, a correction file and a question with an image; the student hands it
  // in, it is graded with a correction file, and then its due date passes, so its own correction
  // file is the student's (and their parent's) to read too.
  const homework = await created(
    sendForm(
      t,
      'POST',
      '/api/homeworks',
      [...homeworkForm({ questions: [question._id] }), work('file')],
      teacherHeaders,
    ),
    'homework',
  );
  expectStatus(
    await sendForm(
      t,
      'PUT',
      `/api/homeworks/${homework._id}`,
      [...homeworkForm({ questions: [question._id] }), work('correctionFile')],
      teacherHeaders,
    ),
    200,
    'homework correction file',
  );
  const homeworkSubmission = await created(
    sendForm(
      t,
      'POST',
      '/api/homework-submissions/submit',
      [...fields({ homeworkId: homework._id }), work('files')],
      student.headers,
    ),
    'homework submission',
  );
  // Replaced once before its grade, so it has an earlier file too.
  expectStatus(
    await sendForm(
      t,
      'PUT',
      `/api/homework-submissions/${homeworkSubmission._id}/files`,
      [work('files')],
      student.headers,
    ),
    200,
    'homework hand-in replaced',
  );
  await grade('homework', homeworkSubmission._id, '80');
  await t.database.db
    .update(homeworks)
    .set({ dueDate: new Date(Date.now() - 86_400_000) })
    .where(eq(homeworks.id, homework._id));

  const exam = await created(
    sendForm(t, 'POST', '/api/exams', [...examForm(), work('file')], teacherHeaders),
    'exam',
  );
  const examSubmission = await created(
    sendForm(
      t,
      'POST',
      '/api/exam-submissions/submit',
      [...fields({ examId: exam._id }), work('files')],
      student.headers,
    ),
    'exam submission',
  );
  // Replaced once before its grade, so it has an earlier file too.
  expectStatus(
    await sendForm(
      t,
      'PUT',
      `/api/exam-submissions/${examSubmission._id}/files`,
      [work('files')],
      student.headers,
    ),
    200,
    'exam hand-in replaced',
  );
  await grade('exam', examSubmission._id, '70');

  // A quiz the student has taken (so its question's image is theirs to see), graded by hand with a
  // correction file.
  const quiz = await createQuiz(t, teacherHeaders, quizForm(subject.id, [question._id]));
  expectStatus(await call(t, 'POST', `/api/quizzes/${quiz._id}/start`, student.headers), 200, 'quiz start');
  expectStatus(
    await call(t, 'POST', `/api/quizzes/${quiz._id}/submit`, student.headers, { answers: [] }),
    200,
    'quiz submit',
  );
  const [quizAttempt] = await t.database.db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quiz._id), eq(quizAttempts.studentId, student.profile.id)));
  if (!quizAttempt) throw new Error('the quiz attempt was not stored');
  await grade('quiz', quizAttempt.id, '90');

  // Library items of the subject, not public: a material with its file and a recording.
  const announcement = await created(
    sendForm(t, 'POST', '/api/announcements', forms.announcement(), teacherHeaders),
    'announcement',
  );
  const material = await created(
    sendForm(t, 'POST', '/api/library', forms.libraryItem(), teacherHeaders),
    'library material',
  );
  const recording = await created(
    sendForm(
      t,
      'POST',
      '/api/library',
      fields({
        title: 'Matrix lesson',
        type: 'recording',
        subject: subject.id,
        chapter: chapter.id,
        isPublic: 'false',
        recordingUrl: 'https://www.youtube.com/watch?v=abc123',
        recordingDuration: '45',
        recordingPlatform: 'youtube',
      }),
      teacherHeaders,
    ),
    'library recording',
  );

  // A class of the subject, its active students enrolled.
  const virtualClass = await created(
    call(t, 'POST', '/api/virtual-classes', admin.headers, classBody({ autoEnrollStudents: true })),
    'virtual class',
  );

  // The subject's picture (public: the landing page shows it) and the student's own.
  await expectStatus(
    await sendForm(
      t,
      'PUT',
      `/api/subjects/${subject.id}`,
      [
        ...fields({ name: subject.name, code: subject.code, academicYear: subject.academicYear }),
        { name: 'image', filename: 'physics.png', content: PNG },
      ],
      admin.headers,
    ),
    200,
    'subject image',
  );
  await expectStatus(
    await sendForm(
      t,
      'PUT',
      '/api/users/me/avatar',
      [{ name: 'avatar', filename: 'me.png', content: PNG, contentType: 'image/png' }],
      student.headers,
    ),
    200,
    'student avatar',
  );
  // The student's calendar address is made on first use.
  expectStatus(await call(t, 'GET', '/api/students/calendar-feed', student.headers), 200, 'calendar feed');

  const [notification] = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, student.user.id))
    .limit(1);
  if (!notification) throw new Error('the student has no notification');

  // --- Fresh objects, one per request, for the calls that change or delete what they name ---
  const fresh = {
    subject: async () => ({ id: (await makeSubject(t, { teachers: [teacher.user.id] })).id }),
    chapter: async () => ({ id: (await makeChapter(t, subject.id, 50, 'Spare chapter')).id }),
    teacher: async () => ({ id: (await createUser(t, 'teacher')).id }),
    /** A new teacher of the subject: removing the assignment takes nothing from the matrix's teacher. */
    assignment: async () => {
      const spare = await createUser(t, 'teacher');
      await assignTeacher(t, subject.id, spare.id, false);
      return { teacherId: spare.id, subjectId: subject.id };
    },
    unassigned: async () => ({ teacherId: (await createUser(t, 'teacher')).id, subjectId: subject.id }),
    user: async () => ({ userId: (await createUser(t, 'student')).id }),
    student: async () => {
      const user = await createUser(t, 'student');
      return { id: (await enrol(t, user.id, [subject.id])).id };
    },
    parent: async () => {
      const parent = await createUser(t, 'parent');
      const child = await createUser(t, 'student');
      await enrol(t, child.id, [subject.id], { parentEmail: parent.email });
      return { id: parent.id };
    },
    question: async () => ({ id: (await makeQuestion(t, subject.id, chapter.id)).id }),
    homework: async () => ({
      id: (await created(sendForm(t, 'POST', '/api/homeworks', homeworkForm(), teacherHeaders), 'homework'))
        ._id,
    }),
    exam: async () => ({
      id: (await created(sendForm(t, 'POST', '/api/exams', examForm(), teacherHeaders), 'exam'))._id,
    }),
    quiz: async () => ({ id: (await createQuiz(t, teacherHeaders, forms.quiz()))._id }),
    virtualClass: async () => ({
      id: (await created(call(t, 'POST', '/api/virtual-classes', admin.headers, classBody()), 'class'))._id,
    }),
    libraryItem: async () => ({
      id: (await created(sendForm(t, 'POST', '/api/library', forms.libraryItem(), teacherHeaders), 'item'))
        ._id,
    }),
    announcement: async () => ({
      id: (
        await created(
          sendForm(t, 'POST', '/api/announcements', forms.announcement(), teacherHeaders),
          'announcement',
        )
      )._id,
    }),
  };

  /** The token of the student's calendar address as it is now (POST /students/calendar-feed replaces it). */
  const calendarToken = async () => {
    const url = (await call(t, 'GET', '/api/students/calendar-feed', student.headers)).json().url as string;
    return url.slice(url.lastIndexOf('/') + 1);
  };

  return {
    ...s,
    question,
    homework,
    homeworkSubmission,
    exam,
    examSubmission,
    quiz,
    quizAttempt,
    material,
    announcement,
    recording,
    virtualClass,
    notification,
    forms,
    fresh,
    calendarToken,
  };
}

export type MatrixSchool = Awaited<ReturnType<typeof makeMatrixSchool>>;
