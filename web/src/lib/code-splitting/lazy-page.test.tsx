import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { lazyPage } from './lazy-page';

function Page() {
  return <h1>Lease Checks</h1>;
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the loaded page, and without suspending once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyPage(load);
    await LazyPage.preload();
    render(<LazyPage />);
    expect(screen.getByRole('heading', { name: 'Lease Checks' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed download to the error boundary, and downloads again when asked', async () => {
    let offline = true;
    const load = jest.fn(() =>
      offline
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Page }),
    );
    const LazyPage = lazyPage(load);
    render(
      <ErrorBoundary
        fallback={(retry) => (
          <button
            onClick={() => {
              LazyPage.retryIfFailed();
              retry();
            }}
          >
            Try again
          </button>
        )}
      >
        <Suspense fallback={<p>Loading</p>}>
          <LazyPage />
        </Suspense>
      </ErrorBoundary>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    const failedLoads = load.mock.calls.length;
    offline = false;
    await act(async () => fireEvent.click(tryAgain));
    expect(await screen.findByRole('heading', { name: 'Lease Checks' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });
});
