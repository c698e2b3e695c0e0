import { detectDocumentType } from './document-type';

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = Buffer.from([major, '\0\0\0\0', ...compatible].join(''), 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + brands.length);
  return Buffer.concat([size, Buffer.from('ftyp'), brands, Buffer.alloc(16)]);
};

describe('detectDocumentType', () => {
  it('knows each accepted kind by its first bytes', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.7\n%...'))).toBe('application/pdf');
    expect(detectDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(
      detectDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).toBe('image/png');
    expect(detectDocumentType(Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))).toBe(
      'image/tiff',
    );
    expect(detectDocumentType(Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe(
      'image/tiff',
    );
    expect(detectDocumentType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(detectDocumentType(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heic');
    expect(detectDocumentType(ftyp('mif1', 'mif1', 'avif'))).toBe('image/heif');
  });

  it('refuses what is not one of them, whatever it is called', () => {
    const refused = [
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode', 'latin1'),
      Buffer.from('\x7fELF\x02\x01\x01', 'latin1'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<html><body>%PDF-1.4</body></html>'),
      Buffer.from('PK\x03\x04', 'latin1'),
      ftyp('avif', 'avif'),
      ftyp('isom', 'mp42'),
      Buffer.alloc(0),
    ];
    for (const bytes of refused) expect(detectDocumentType(bytes)).toBeUndefined();
  });
});
