import { describe, expect, it } from 'vitest';
import { englishErrorMessage } from './error-codes.js';
import { STUDENT_STATUSES } from './students.js';
import { SYSTEMS } from './subjects.js';

const listed = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

describe('import row messages', () => {
  // The lists are written out so every language can word them; they must follow the constants.
  it('name every system and every status a row may have', () => {
    expect(englishErrorMessage('importRowSystemUnknown', { value: 'X' })).toBe(
      `System "X" is not one of ${listed(SYSTEMS)}.`,
    );
    expect(englishErrorMessage('importRowStatusUnknown', { value: 'X' })).toBe(
      `Status "X" is not one of ${listed(STUDENT_STATUSES)}.`,
    );
  });
});
