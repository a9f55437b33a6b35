import { describe, expect, it } from 'vitest';
import { IMPORT_HEADER, importSuite } from '../../../test/student-import.js';
import { uniqueEmail } from '../../../test/students.js';

/** The preview of an import: each row with its errors, nothing written. */

const s = importSuite();

describe('POST /api/students/import/preview', () => {
  it('shows each row with its errors and writes nothing', async () => {
    const good = uniqueEmail('prev-good');
    const csv = [
      IMPORT_HEADER,
      `Hana,Ali,${good},+20 100 000 0001,hana-pass,National,2026,P,${uniqueEmail('pp')},+20 100 000 0002,${s.physics.code};${s.maths.code}`,
      `Bad,Row,not-an-email,+20 100 000 0003,bad-pass,IGCSE,2026,P,${uniqueEmail('pp')},+20 100 000 0004,${s.physics.code}`,
    ].join('\n');
    const before = await s.userCount();
    const res = await s.upload('/api/students/import/preview', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        rows: [
          {
            line: 2,
            studentId: '',
            firstName: 'Hana',
            lastName: 'Ali',
            email: good,
            system: 'National',
            subjects: [s.physics.code, s.maths.code],
            parentEmail: expect.stringMatching(/^pp-/),
            action: 'add',
            changes: [],
            errors: [],
            problems: [],
          },
          {
            line: 3,
            studentId: '',
            firstName: 'Bad',
            lastName: 'Row',
            email: 'not-an-email',
            system: 'IGCSE',
            subjects: [s.physics.code],
            parentEmail: expect.stringMatching(/^pp-/),
            action: 'add',
            changes: [],
            errors: [
              'Email must be a valid email address.',
              `Subjects: Physics (${s.physics.code}) is not an IGCSE subject.`,
            ],
            // The same problems as codes, with what the web needs to word them in any language.
            problems: [
              {
                code: 'importRowField',
                params: {
                  label: 'Email',
                  column: 'email',
                  field: 'email',
                  problem: 'must be a valid email address',
                  issue: 'invalid_format',
                  format: 'email',
                  origin: 'string',
                },
              },
              {
                code: 'importRowSubjectOtherSystem',
                params: { subject: `Physics (${s.physics.code})`, system: 'IGCSE' },
              },
            ],
          },
        ],
        validCount: 1,
        invalidCount: 1,
        added: 1,
        updated: 0,
        unchanged: 0,
      },
    });
    expect(await s.userCount()).toBe(before);
    expect(await s.storedFiles()).toBe(0);
  });
});
