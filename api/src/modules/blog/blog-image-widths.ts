/** Every uploaded image is stored in these widths (never enlarged), served as WebP. */
export const blogImageWidths: readonly number[] = [480, 960, 1600];
