/** Where uploaded images are served: /media/blog/<id>-<width>.webp (never changes: cached for a year). */
export const blogImageRoute = '/media/blog';

export const blogImageFileName = (id: string, width: number) => `${id}-${width}.webp`;

export const blogImageSrc = (id: string, width: number) =>
  `${blogImageRoute}/${blogImageFileName(id, width)}`;

export const blogImageSrcset = (id: string, widths: readonly number[]) =>
  widths.map((width) => `${blogImageSrc(id, width)} ${width}w`).join(', ');

/** A file name as the route receives it: the image's uuid and a width. */
export const blogImageFilePattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9][0-9]{1,4})\.webp$/;
