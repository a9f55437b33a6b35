import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { FileList } from './file-list';

const long = 'teacher_homework_chapter_three_final_version.pdf';

describe('FileList: file names', () => {
  it('shortens a long name in its middle, keeps its extension, and gives the whole name in its title', () => {
    renderWithProviders(
      <FileList
        files={[
          { url: '/api/homeworks/h1/download-file', name: long, label: 'Correction' },
          { url: '/api/homeworks/h2/download-file', name: 'teacher_homework.pdf' },
        ]}
        failureText="Failed"
      />,
    );
    const shortened = screen.getByRole('button', { name: `Download correction ${long}` });
    expect(shortened).toHaveTextContent('Correction: teacher_homework_chapter_thre…ersion.pdf');
    expect(shortened.querySelector(`[title="${long}"]`)).not.toBeNull();

    // A name that fits shows whole, with no title to repeat it; lines may break after "_" only.
    const whole = screen.getByRole('button', { name: 'Download teacher_homework.pdf' });
    expect(whole).toHaveTextContent('teacher_homework.pdf');
    const name = whole.querySelector('span[dir="auto"]')!;
    expect(name).not.toHaveAttribute('title');
    expect([...name.childNodes].map((node) => node.nodeName === 'WBR' || node.textContent)).toEqual([
      'teacher_',
      true,
      'homework.',
      true,
      'pdf',
      true,
    ]);
    expect(name).toHaveStyle({ overflowWrap: 'break-word', wordBreak: 'normal' });
  });
});
