import { describe, expect, it } from 'vitest';
import { formatClock, formatTimeTaken } from './quiz-format';
import { quizMatchesSubject, subjectChoices } from './quiz-subject-filter';

const physics = { _id: 'subject-1', name: 'Physics', title: 'Physics' };
const chemistry = { _id: 'subject-2', name: 'Chemistry', title: '' };

describe('quiz subject filter', () => {
  it('keeps quizzes with no subject or with the chosen subject id, and every quiz with no choice', () => {
    expect(quizMatchesSubject({ subject: physics }, 'subject-1')).toBe(true);
    expect(quizMatchesSubject({ subject: chemistry }, 'subject-1')).toBe(false);
    expect(quizMatchesSubject({ subject: null }, 'subject-1')).toBe(true);
    expect(quizMatchesSubject({}, 'subject-1')).toBe(true);
    expect(quizMatchesSubject({ subject: chemistry }, '')).toBe(true);
  });

  it("offers the student's subjects and any other subject a quiz names, once each, by title else name", () => {
    const biology = { _id: 'subject-3', name: 'Biology', title: 'Biology' };
    expect(
      subjectChoices([physics, chemistry], [{ subject: physics }, { subject: biology }, { subject: null }]),
    ).toEqual([
      { value: 'subject-3', label: 'Biology' },
      { value: 'subject-2', label: 'Chemistry' },
      { value: 'subject-1', label: 'Physics' },
    ]);
  });
});

describe('quiz times', () => {
  it('shows time taken as minutes and two-digit seconds', () => {
    expect(formatTimeTaken(245)).toBe('4m 05s');
    expect(formatTimeTaken(45)).toBe('0m 45s');
    expect(formatTimeTaken(600)).toBe('10m 00s');
    expect(formatTimeTaken(3725)).toBe('62m 05s');
  });

  it('shows the countdown as a clock', () => {
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
