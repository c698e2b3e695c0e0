import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('chunk failed');
  return <p>Working page</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback in place of children that failed, and the rest keeps rendering', () => {
    broken = true;
    render(
      <>
        <header>Site header</header>
        <ErrorBoundary fallback={() => <p>Could not load</p>}>
          <Flaky />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('Could not load')).toBeTruthy();
    expect(screen.getByText('Site header')).toBeTruthy();
  });

  it('renders the children again when its reset key changes (a new page)', () => {
    broken = true;
    const page = (key: string) => (
      <ErrorBoundary resetKey={key} fallback={() => <p>Could not load</p>}>
        <Flaky />
      </ErrorBoundary>
    );
    const { rerender } = render(page('/blog'));
    expect(screen.getByText('Could not load')).toBeTruthy();
    broken = false;
    rerender(page('/blog'));
    expect(screen.getByText('Could not load')).toBeTruthy();
    rerender(page('/contact'));
    expect(screen.getByText('Working page')).toBeTruthy();
  });
});
