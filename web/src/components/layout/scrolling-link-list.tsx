import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from '../../lib/navigation/build-nav-links';
import { dropdownItemHeight, dropdownListHeight } from './dropdown-fit';
import { DropdownLink } from './dropdown-link';

interface ScrollingLinkListProps {
  labelledBy: string;
  links: readonly NavLink[];
  pathname: string;
  onChoose: () => void;
  /** Measured again on opening: a hidden list has no height to compare. */
  open: boolean;
  /** The row under the list (the section's index link); the "More" cue sits beside it. */
  after: ReactNode;
}

/**
 * The dropdown's list: as tall as a whole number of items, snapping to item edges as it
 * scrolls, with a shadow at its edge and a "More" cue in the row below while items remain
 * under the edge. The cue is visual only (screen readers hear the list and its item count,
 * and keyboard focus scrolls the list); a click on it scrolls on by a page.
 */
export function ScrollingLinkList({
  labelledBy,
  links,
  pathname,
  onChoose,
  open,
  after,
}: ScrollingLinkListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [moreBelow, setMoreBelow] = useState(
    links.length * dropdownItemHeight > dropdownListHeight(links.length),
  );

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setMoreBelow(list.scrollTop + list.clientHeight < list.scrollHeight - 1);
  }, []);
  useEffect(measure, [measure, links.length, open]);

  const scrollOn = () => {
    const list = listRef.current;
    list?.scrollBy({ top: list.clientHeight - dropdownItemHeight, behavior: 'smooth' });
  };

  return (
    <>
      <Box sx={{ position: 'relative', px: 1, py: 1 }}>
        <Box
          component="ul"
          ref={listRef}
          aria-labelledby={labelledBy}
          onScroll={measure}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            maxHeight: dropdownListHeight(links.length),
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            scrollSnapType: 'y mandatory',
            '& > li': { scrollSnapAlign: 'start' },
          }}
        >
          {links.map((link) => (
            <li key={link.href}>
              <DropdownLink link={link} pathname={pathname} onChoose={onChoose} />
            </li>
          ))}
        </Box>
        {/* A soft shadow at the scroll edge: more items are under it. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 8,
            right: 8,
            bottom: 8,
            height: 14,
            pointerEvents: 'none',
            opacity: moreBelow ? 1 : 0,
            transition: 'opacity 150ms',
            background: 'linear-gradient(to bottom, rgba(19, 41, 75, 0), rgba(19, 41, 75, 0.14))',
          }}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          borderTop: 1,
          borderColor: 'divider',
          p: 1,
        }}
      >
        {after}
        {moreBelow ? (
          <Box
            aria-hidden
            data-testid="dropdown-more"
            onClick={scrollOn}
            sx={{
              flexShrink: 0,
              px: 1,
              cursor: 'pointer',
              fontSize: '0.75rem',
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              color: 'text.secondary',
              '&:hover': { color: 'secondary.dark' },
            }}
          >
            More ▾
          </Box>
        ) : null}
      </Box>
    </>
  );
}
