import { describe, expect, it } from 'vitest';
import {
  STATUS_FILTER_OPTIONS,
  submissionStatusColor,
  submissionStatusLabel,
} from '../../lib/submission-status';

describe('submission status badges', () => {
  it('colours work waiting for a grade orange (late amber), graded green, missing red', () => {
    expect(submissionStatusColor('submitted')).toBe('orange');
    expect(submissionStatusColor('graded')).toBe('green');
    expect(submissionStatusColor('late')).toBe('yellow');
    expect(submissionStatusColor('missing')).toBe('red');
  });

  it('colours any other status grey, including names found on Object.prototype', () => {
    expect(submissionStatusColor('pending')).toBe('gray');
    expect(submissionStatusColor('')).toBe('gray');
    expect(submissionStatusColor('toString')).toBe('gray');
  });

  it('reads statuses capitalised, and the filter offers All Status then the four statuses', () => {
    expect(submissionStatusLabel('late')).toBe('Late');
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'All Status',
      'Submitted',
      'Graded',
      'Late',
      'Missing',
    ]);
    expect(STATUS_FILTER_OPTIONS[0]?.value).toBe('');
  });
});
