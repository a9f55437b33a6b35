import { makeUser } from './factories';
import { makeStudentHomework } from './fixtures/homeworks-student';
import { meReply } from './render-app';

/** What the student homework page's tests share: the student, their homeworks, a file to hand in. */
export const student = makeUser({ role: 'student', firstName: 'Omar', lastName: 'Said' });
export const me = { 'GET /api/auth/me': meReply(student) };
export const submissionsReply = (data: unknown[]) => ({ body: { success: true, data } });

export const worksheet = makeStudentHomework({
  questions: [
    {
      _id: 'q-1',
      subject: 'subject-1',
      chapter: 'chapter-1',
      title: 'What is the unit of force?',
      header: 'Think of Newton.',
      questionText: 'What is the unit of force?',
      options: ['Newton', 'Joule', '', 'Watt'],
      videoLink: '',
      image: '/api/homeworks/homework-1/questions/q-1/image',
      createdAt: '2026-01-05T09:00:00.000Z',
    },
  ],
});
export const essay = makeStudentHomework({
  _id: 'homework-2',
  title: 'Poetry essay',
  text: 'Write about a poem you like.',
  subject: { _id: 'subject-2', name: 'English', title: 'English' },
  chapter: { _id: 'chapter-2', title: 'Romantic poets', order: 2 },
  fileUrl: null,
  file: null,
});

export const fileInput = (card: HTMLElement) => {
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
export const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
