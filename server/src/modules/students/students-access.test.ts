import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/app.js';
import { studentsSuite } from '../../../test/students-school.js';

/** Who may call the /students routes. */

const s = studentsSuite();

describe('who may call /students', () => {
  it('is admin only: teachers, students and parents get 403, anonymous callers 401', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['GET', '/api/students'],
      ['GET', '/api/students/export'],
      ['POST', '/api/students'],
      ['PUT', `/api/students/${someId}`],
      ['DELETE', `/api/students/${someId}`],
      ['POST', '/api/students/import/preview'],
      ['POST', '/api/students/import'],
    ] as const;
    for (const role of ['teacher', 'student', 'parent'] as const) {
      const { headers } = await signedIn(s.t, role);
      for (const [method, url] of calls) {
        const res = await s.call(
          method,
          url,
          headers,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          code: 'permissionDenied',
          message: 'You do not have permission to do this.',
        });
      }
    }
    for (const [method, url] of calls) {
      const res = await s.t.app.inject({ method, url });
      expect(res.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
  });
});
