import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { StudentNav } from './student-nav';

it('links every student screen and marks the current one', () => {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/exams-students']}>
        <StudentNav />
      </MemoryRouter>
    </MantineProvider>,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Student navigation' }));
  for (const [name, href] of [
    ['Quizzes', '/quiz-students'],
    ['Homeworks', '/homeworks-students'],
    ['Exams', '/exams-students'],
    ['Grades', '/grades'],
    ['Classes', '/virtual-classes'],
    ['Library', '/library'],
  ]) {
    expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(nav.getByRole('link', { name: 'Exams' })).toHaveAttribute('aria-current', 'page');
});
