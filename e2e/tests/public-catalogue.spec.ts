import { expect, test } from '../support/fixtures';
import { expectPath } from './helpers';

// A visitor finds a course from the landing page without signing in.
test('a visitor opens a catalogue from the landing page, searches, and opens a course page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'View IGCSE courses' }).click();
  await expectPath(page, '/igcse-list');
  await expect(page.getByRole('heading', { name: 'IGCSE Courses' })).toBeVisible();
  // Both demo IGCSE subjects, with their teacher, chapters and enrolment.
  await expect(page.getByRole('article', { name: 'Mathematics' })).toBeVisible();
  const physics = page.getByRole('article', { name: 'Physics' });
  await expect(physics.getByText('Omar Farouk')).toBeVisible();
  await expect(physics.getByText('4 chapters')).toBeVisible();
  await expect(physics.getByText(/students? enrolled/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Search courses' }).fill('magnetism');
  await expect(page.getByRole('article', { name: 'Mathematics' })).toBeHidden();
  await expect(page).toHaveURL(/search=magnetism/);
  await page.getByRole('textbox', { name: 'Search courses' }).fill('astrology');
  await expect(page.getByText('No courses match "astrology"')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('article', { name: 'Mathematics' })).toBeVisible();

  // The card opens the course's public page.
  await page.getByRole('article', { name: 'Physics' }).getByText('Cambridge IGCSE Physics').click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Physics', level: 1 })).toBeVisible();
  const chapters = page.getByRole('list', { name: 'Chapters' });
  await expect(chapters.getByText('Chapter 1: Motion, forces and energy')).toBeVisible();
  await expect(chapters.getByText('Chapter 4: Electricity and magnetism')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register on our messaging app' })).toHaveAttribute(
    'href',
    'https://wa.me/201000000000',
  );

  // SAT from the landing page lists the American system's courses.
  await page.goto('/');
  await page.getByRole('link', { name: 'View SAT courses' }).click();
  await expectPath(page, '/rcipes-list');
  await expect(page.getByRole('heading', { name: 'SAT Courses' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'SAT Math' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Physics' })).toBeHidden();
});

test('a most recommended course on the landing page opens its public page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('article', { name: 'SAT Math' }).getByRole('link', { name: 'SAT Math' }).click();
  await expect(page.getByRole('heading', { name: 'SAT Math', level: 1 })).toBeVisible();
  await expect(page.getByText('Sarah Adams')).toBeVisible();
  await page.getByRole('link', { name: 'All SAT courses' }).click();
  await expectPath(page, '/rcipes-list');
  await expect(page).toHaveURL(/system=American/);
});
