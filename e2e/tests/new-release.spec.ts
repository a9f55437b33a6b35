import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, signIn } from './helpers';

// Each screen is a chunk of its own (docs/decisions.md, "Light pages"). A release replaces the
// chunks, so a page opened before it asks for files that are gone: the student is offered a reload,
// which brings the new release, instead of a blank screen.
test('a screen whose chunk a release replaced offers a reload that brings it back', async ({ page }) => {
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');

  await page.route(/\/assets\/quizzes-student-page-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page
    .getByRole('navigation', { name: 'Student navigation' })
    .getByRole('link', { name: 'Quizzes' })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();

  await page.unroute(/\/assets\/quizzes-student-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expectPath(page, '/quiz-students');
  await expect(page.getByRole('heading', { name: 'Quizzes', exact: true })).toBeVisible();
});

test('hashed files are sent compressed and kept for a year; the page itself is checked every visit', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) {
      const headers = response.headers();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    }
  });
  const document = await page.goto('/');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).toEqual({ url: script.url, encoding: 'br', cache: 'public, max-age=31536000, immutable' });
  }
});
