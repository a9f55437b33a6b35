import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

function renderRoute(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element, errorElement: <RouteErrorPage /> }]);
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
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
});
