import { ERROR_CODES, ERROR_MESSAGES } from '@sabora/contract';
import { afterEach, describe, expect, it } from 'vitest';
import englishErrors from '../locales/en/errors.json';
import { ApiError, settleReply } from './api-client';
import { i18next } from './i18n/i18n';

// The server's refusals in the reader's language, by their code.
const refusal = (body: object, status = 409) => {
  try {
    settleReply({ status, statusText: '', text: JSON.stringify({ success: false, ...body }) }, false);
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected a refusal');
};

describe('the errors catalogue', () => {
  it('has every code of the contract, in English word for word as the server writes it', () => {
    const catalogue = englishErrors as Record<string, unknown>;
    for (const code of ERROR_CODES) expect(catalogue[code], code).toBe(ERROR_MESSAGES[code]);
    const extra = Object.keys(catalogue).filter((key) => !(key in ERROR_MESSAGES));
    expect(extra).toEqual(['fieldProblem', 'fieldProblems']);
  });
});

describe('a refusal on screen', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it("shows the server's English message in English, with the code and params kept", () => {
    const error = refusal({
      code: 'classSeatsLeft',
      params: { count: 2 },
      message: 'This class has 2 seats left.',
    });
    expect(error.message).toBe('This class has 2 seats left.');
    expect(error.serverMessage).toBe('This class has 2 seats left.');
    expect(error).toMatchObject({ status: 409, code: 'classSeatsLeft', params: { count: 2 } });
  });

  it('shows the code in the reader’s language, filled from params', async () => {
    await i18next.changeLanguage('ar');
    expect(refusal({ code: 'classFull', message: 'This class is full.' }).message).toBe(
      'هذا الفصل مكتمل العدد.',
    );
    const below = refusal({
      code: 'maxBelowEnrolled',
      params: { count: 7 },
      message: 'Max participants cannot be below the 7 students already enrolled.',
    });
    expect(below.message).toBe('لا يمكن أن يقل الحد الأقصى للمشاركين عن ٧ طالب مسجلين بالفعل.');
    await i18next.changeLanguage('fr');
    expect(refusal({ code: 'classFull', message: 'This class is full.' }).serverMessage).toBe(
      'Cette classe est complète.',
    );
  });

  it('writes numbers in the reader’s digits, but keeps the field a refusal names as the form reads it', async () => {
    await i18next.changeLanguage('ar');
    const files = refusal({
      code: 'tooManyFiles',
      params: { max: 5 },
      message: 'At most 5 file(s) can be uploaded at once.',
    });
    expect(files.message).toBe('يمكن رفع ٥ ملف كحد أقصى في المرة الواحدة.');
    const teacher = refusal({
      code: 'enrolmentTeacherNotOfSubject',
      params: { index: 1, subject: 'Physics' },
      message: 'subjects.1.teacher: choose a teacher who teaches Physics',
    });
    // The subject's name, which the school typed, keeps its own direction in the sentence (FSI … PDI).
    expect(teacher.message).toBe('subjects.1.teacher: اختر معلمًا يدرّس \u2068Physics\u2069');
  });

  it('says what is wrong with a field from the zod issue, and falls back to the server for the rest', async () => {
    await i18next.changeLanguage('ar');
    const email = refusal(
      {
        code: 'invalidField',
        params: {
          field: 'email',
          problem: 'must be a valid email address',
          issue: 'invalid_format',
          format: 'email',
        },
        message: 'email: must be a valid email address',
      },
      400,
    );
    expect(email.message).toBe('email: يجب أن يكون بريدًا إلكترونيًا صالحًا');
    const short = refusal(
      {
        code: 'invalidField',
        params: { field: 'title', problem: 'too short', issue: 'too_small', origin: 'string', minimum: 3 },
        message: 'title: too short',
      },
      400,
    );
    expect(short.message).toBe('title: يجب ألا يقل عن ٣ حرف');
    // A check of the contract's own (not zod's) names itself.
    const common = refusal(
      {
        code: 'invalidField',
        params: { field: 'password', problem: 'is one of…', issue: 'commonPassword' },
        message: 'password: is one of…',
      },
      400,
    );
    expect(common.message).toBe('password: من أكثر كلمات المرور شيوعًا؛ اختر كلمة يصعب تخمينها');
    // A role is named in the reader's language.
    const role = refusal(
      { code: 'emailBelongsToOtherRole', params: { role: 'teacher' }, message: 'parentEmail: …' },
      400,
    );
    expect(role.message).toBe('parentEmail: هذا البريد الإلكتروني يخص حسابًا من نوع معلم');
    // A code this build does not know (a newer server): the server's English words.
    expect(refusal({ code: 'somethingNew', message: 'Something new.' }).message).toBe('Something new.');
    // No code at all (an old reply): the same.
    expect(refusal({ message: 'Plain.' }).message).toBe('Plain.');
  });
});
