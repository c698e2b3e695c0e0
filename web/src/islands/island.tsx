import type { ComponentType } from 'react';
import {
  islandAttribute,
  islandLoadAttribute,
  islandPropsAttribute,
  type IslandLoading,
  type IslandName,
} from './island-names';

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Plain JSON data: serialized into the HTML and given to the component again on hydration. */
  props: P;
  /** When this instance's code loads, if not its island's default. */
  load?: IslandLoading;
}

/**
 * Server side of an island: the component's HTML inside a container that names it and carries
 * its props. The client entry hydrates that container, and only it, with the same component
 * and props (see entry-client.tsx). `display: contents` keeps the container out of the layout.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  load,
}: IslandProps<P>) {
  return (
    <div
      {...{
        [islandAttribute]: name,
        [islandPropsAttribute]: JSON.stringify(props),
        [islandLoadAttribute]: load,
      }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
