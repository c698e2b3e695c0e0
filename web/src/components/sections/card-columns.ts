/**
 * A responsive card grid: one column on phones, two on tablets, the requested count on wide
 * screens (four-up waits for the large breakpoint so cards keep a readable width).
 */
export function cardColumns(columns: 2 | 3 | 4 = 3) {
  return {
    display: 'grid',
    gap: { xs: 2.5, md: 3 },
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: `repeat(${Math.min(columns, 3)}, minmax(0, 1fr))`,
      lg: `repeat(${columns}, minmax(0, 1fr))`,
    },
  } as const;
}

/** The column count that leaves no lonely last card for a grid of `count` cards. */
export function fitColumns(count: number): 2 | 3 | 4 {
  if (count === 4 || count === 8) return 4;
  if (count <= 2) return 2;
  if (count % 3 === 0) return 3;
  return count % 2 === 0 ? 2 : 3;
}
