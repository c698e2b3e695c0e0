import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Hydrated, type HydrateIsland } from './hydrated';

/**
 * Hydrates an island built without MUI or Emotion (the chat): no style cache and no theme, so
 * its first use fetches React and its own code only.
 */
export const hydrateIsland: HydrateIsland = (container, Component, props, onHydrated) => {
  const Island = Component as ComponentType<object>;
  hydrateRoot(
    container,
    <Hydrated onHydrated={onHydrated}>
      <Island {...props} />
    </Hydrated>,
  );
};
