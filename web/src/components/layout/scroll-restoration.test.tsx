import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';
import { watchVisitorScroll } from './visitor-scroll';

let navigateTo: (path: string | number) => void = () => undefined;
function NavigateHandle() {
  const navigate = useNavigate();
  navigateTo = (path) => void (typeof path === 'number' ? navigate(path) : navigate(path));
  return null;
}

/** The visitor scrolls the window to `y`. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** A page with a #turnaround section, opened at `path`. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <NavigateHandle />
      <section id="turnaround">Turnaround options</section>
    </MemoryRouter>,
  );
}

describe('ScrollRestoration', () => {
  let scrolledInto: string[];
  let stopWatching: () => void;
  const scrollTo = jest.fn();

  beforeEach(() => {
    scrolledInto = [];
    // jsdom has no layout, so no scrollIntoView: record which element asked for it.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledInto.push(this.id);
    };
    window.scrollTo = scrollTo as typeof window.scrollTo;
    scrollTo.mockClear();
    stopWatching = watchVisitorScroll();
  });
  afterEach(() => {
    stopWatching();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("lands a deep link on its section even when the browser's own jump stopped short", () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    renderAt('/services/lease-checks#turnaround');
    expect(scrolledInto).toEqual(['turnaround']);
  });

  it('leaves the page where the visitor scrolled it before the code arrived', () => {
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 300 }));
    renderAt('/services/lease-checks#turnaround');
    expect(scrolledInto).toEqual([]);
  });

  it('keeps the first view of a page without a fragment where the browser put it', () => {
    renderAt('/services/lease-checks');
    expect(scrolledInto).toEqual([]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts each later page at its top, or at its fragment', () => {
    renderAt('/');
    act(() => navigateTo('/services/lease-checks'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    act(() => navigateTo('/services/lease-checks#turnaround'));
    expect(scrolledInto).toEqual(['turnaround']);
  });

  it('returns to where the visitor was on Back and Forward, and to the top of new pages', () => {
    renderAt('/blog');
    act(() => scrollWindowTo(1800));
    act(() => navigateTo('/blog/lease-bonus-trends'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollWindowTo(900));

    act(() => navigateTo(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
    act(() => navigateTo(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });
});
