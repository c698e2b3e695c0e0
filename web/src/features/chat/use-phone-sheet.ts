import { useEffect, type RefObject } from 'react';
import { holdFocusInside } from './phone-sheet';

/** While `active`, the panel is a modal sheet (phone-sheet.ts). */
export function usePhoneSheet(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return undefined;
    return holdFocusInside(panel);
  }, [panelRef, active]);
}
