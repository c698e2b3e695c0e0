/**
 * The sticky header's height in pixels (phones, then from the md breakpoint). The header sets
 * it; the base styles keep every scroll and focus target this far (plus a gap) below the top.
 */
export const headerHeight = { xs: 64, md: 76 } as const;

/** Room kept above a scrolled-to or focused element, so it never sits under the header. */
export const scrollClearance = { xs: headerHeight.xs + 16, md: headerHeight.md + 24 } as const;
