import type { ComponentType } from 'react';
import type { PageModule } from './lazy-page';

/**
 * Wraps a page module that reads GraphQL in the Apollo provider, loading Apollo in parallel
 * with the page. Pages without data never download the Apollo client.
 */
export function withApollo<P extends object>(
  load: () => Promise<PageModule<P>>,
): () => Promise<PageModule<P>> {
  return async () => {
    const [{ ApolloBoundary }, page] = await Promise.all([
      import('../lib/apollo/apollo-boundary'),
      load(),
    ]);
    const Page: ComponentType<P> = page.default;
    function DataPage(props: P) {
      return (
        <ApolloBoundary>
          <Page {...props} />
        </ApolloBoundary>
      );
    }
    return { default: DataPage };
  };
}
