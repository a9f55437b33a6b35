import { createTestApp } from './app.js';
import type { Part } from './multipart.js';
import { daysFromNow, fields, sendForm } from './requests.js';
import { makeSchool } from './school.js';
import { fileSuite } from './suite.js';

/**
 * The school of test/school.ts for the homeworks suites (src/modules/homeworks/homeworks-*.test.ts),
 * with the calls that make, change and delete a homework, as the subject's teacher unless told.
 */
async function makeHomeworksSchool() {
  const t = await createTestApp();
  const s = await makeSchool(t);
  return {
    t,
    ...s,
    /** A valid homework form of the subject's chapter, due in a week, changed by `overrides`. */
    form: (overrides: Record<string, string | string[]> = {}) =>
      fields({
        title: 'Forces worksheet',
        text: 'Answer every question.',
        subject: s.subject.id,
        chapter: s.chapter.id,
        dueDate: daysFromNow(7),
        ...overrides,
      }),
    create: (parts: Part[], headers = s.teacher.headers) =>
      sendForm(t, 'POST', '/api/homeworks', parts, headers),
    update: (id: string, parts: Part[], headers = s.teacher.headers) =>
      sendForm(t, 'PUT', `/api/homeworks/${id}`, parts, headers),
    remove: (id: string, headers = s.teacher.headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/homeworks/${id}`, headers }),
  };
}

/** That school, made for a test file's tests (test/suite.ts). */
export const homeworksSuite = () => fileSuite(makeHomeworksSchool);
