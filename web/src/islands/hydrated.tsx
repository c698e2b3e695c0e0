import { useEffect, type ComponentType, type ReactNode } from 'react';

/** Calls `onHydrated` once React has adopted the island's HTML (after its children's effects). */
export function Hydrated({
  onHydrated,
  children,
}: {
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates one island's container with its component and its serialized props. */
export type HydrateIsland = (
  container: Element,
  Component: ComponentType<never>,
  props: object,
  onHydrated: () => void,
) => void;
