import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export type PageModule<P> = { default: ComponentType<P> };

export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Loads the module; afterwards the page renders without suspending. */
  preload: () => Promise<void>;
  /** After a failed download, lets the next render download again (a no-op otherwise). */
  retryIfFailed: () => void;
}

/**
 * A code-split component that can be loaded ahead of rendering. The server preloads the matched
 * page before it renders, so the render never suspends; the chat launcher loads its panel with
 * it on first use.
 *
 * A failed download stays failed (an error boundary shows it) until retryIfFailed(): starting
 * over on every render would suspend forever, as React renders again after each failure.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let failed = false;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return pending;
  };
  const lazyComponent = () =>
    lazy(async () => {
      await preload();
      return { default: loaded as ComponentType<P> };
    });
  let Lazy = lazyComponent();
  const Page = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Page.preload = preload;
  // React.lazy keeps a rejection for good, so a retry needs a fresh lazy component too.
  Page.retryIfFailed = () => {
    if (!failed) return;
    failed = false;
    pending = undefined;
    Lazy = lazyComponent();
  };
  return Page;
}
