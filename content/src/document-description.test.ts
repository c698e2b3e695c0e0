import { describeDocument, formatFileSize } from './contact-options';

describe('formatFileSize', () => {
  it('shows kilobytes below a megabyte and at least 1 KB', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB');
  });
});

describe('describeDocument', () => {
  it('names the type, the pages when known, a password and the size, in that order', () => {
    expect(describeDocument({ contentType: 'application/pdf', pages: 1, size: 2048 })).toBe(
      'PDF, 1 page, 2 KB',
    );
    expect(
      describeDocument({
        contentType: 'application/pdf',
        pages: 3,
        encrypted: true,
        size: 1.2 * 1024 * 1024,
      }),
    ).toBe('PDF, 3 pages, password-protected, 1.2 MB');
    expect(describeDocument({ contentType: 'image/tiff', pages: null, size: 5000 })).toBe(
      'TIFF image, 5 KB',
    );
    // A type the site does not label is shown as it is.
    expect(describeDocument({ contentType: 'image/webp', size: 900 })).toBe('image/webp, 1 KB');
  });
});
