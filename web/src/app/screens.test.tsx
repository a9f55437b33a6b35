import { screen as on, render } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from './screens';

/** Shows "failed" after an error; a new key is a new boundary (as the error page's Try again). */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe('a screen downloaded on its first visit', () => {
  it('downloads again on the next render after a failed download', async () => {
    let calls = 0;
    let published = false;
    const Page = screen(async () => {
      calls++;
      if (!published) throw new Error('chunk missing');
      return () => <p>loaded</p>;
    });
    const tree = (attempt: number) => (
      <Boundary key={attempt}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>
    );
    const view = render(tree(1));
    expect(await on.findByText('failed')).toBeInTheDocument();
    const failedCalls = calls;
    // The chunk is there again; the route's error page offers to try again: a new tree, the same
    // screen, which downloads once more (React's lazy alone would rethrow the first failure).
    published = true;
    view.rerender(tree(2));
    expect(await on.findByText('loaded')).toBeInTheDocument();
    expect(calls).toBe(failedCalls + 1);
  });
});
