import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export type PageModule<P> = { default: ComponentType<P> };

export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Loads the module; afterwards the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A route-level code-split page that can be loaded ahead of rendering. The server and the
 * browser both preload the matched page before they render or hydrate, so the first render
 * never suspends and the browser adopts the server's HTML as it is.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  const Page = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Page.preload = preload;
  return Page;
}
