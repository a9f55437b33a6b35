import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function renderRoute(element: React.ReactNode, at = 'first') {
  const ui = (where: string) => (
    <MantineProvider env="test">
      <RouteErrorBoundary at={where}>{element}</RouteErrorBoundary>
    </MantineProvider>
  );
  const view = render(ui(at));
  return { goTo: (where: string) => view.rerender(ui(where)) };
}

/** Fails while `failing.now` is set: the page works again once the cause is gone. */
const failing = { now: true };
function SometimesBroken() {
  if (failing.now) throw new Error('boom');
  return <p>The page</p>;
}

function Broken(): never {
  throw new Error('boom');
}

describe('the route error page', () => {
  // React and the router log the error they caught; the test expects it.
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it("offers a reload when a screen's chunk is gone (a release replaced it)", async () => {
    quiet();
    const Screen = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/quiz-page-Ab12.js')),
    );
    renderRoute(<Screen />);

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/may have been updated since you opened it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('says something went wrong when a page fails to render', async () => {
    quiet();
    renderRoute(<Broken />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it("tries again on another page (the browser's Back), and keeps the error page on the same one", async () => {
    quiet();
    failing.now = true;
    const { goTo } = renderRoute(<SometimesBroken />, 'first');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    failing.now = false;
    goTo('first');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    goTo('second');
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
