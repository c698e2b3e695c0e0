import type { ComponentType } from 'react';
import { islandAttribute, islandPropsAttribute, type IslandName } from './island-names';

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Plain JSON data: serialized into the HTML and given to the component again on hydration. */
  props: P;
}

/**
 * Server side of an island: the component's HTML inside a container that names it and carries
 * its props. The client entry hydrates that container, and only it, with the same component
 * and props (see entry-client.tsx). `display: contents` keeps the container out of the layout.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div
      {...{ [islandAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
