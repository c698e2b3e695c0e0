import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type DataSource } from 'typeorm';
import { InputValidationError } from '../../validation/input-validation.error';
import { BlogImage } from './blog-image.entity';
import { blogImageFileName } from './blog-image-paths';
import { blogImageWidths } from './blog-image-widths';

export interface BlogImageSettings {
  /** Where the WebP copies are written (DATA_DIR/blog-images; a shared volume for several instances). */
  directory: string;
  /** Largest accepted upload, in bytes. */
  maxBytes: number;
}

/** What the upload is, by its bytes (the file name and declared type are never trusted). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
/** A decompression bomb (a small file of huge dimensions) is refused before decoding. */
const maxInputPixels = 60_000_000;
const altMaxLength = 300;

/**
 * Uploaded pictures: checked by content (sharp reads the header), turned upright, resized to a
 * few widths and stored as WebP with no metadata at all: photographs of land carry the GPS
 * position of where they were taken, and sharp writes none of the input's EXIF, XMP or ICC
 * unless asked to (we never ask).
 */
export class BlogImageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: BlogImageSettings,
  ) {}

  async upload(bytes: Buffer, alt: string | undefined): Promise<BlogImage> {
    const text = alt?.trim() ?? '';
    if (text === '') {
      throw new InputValidationError({
        alt: 'Describe the image (alt text) for readers who cannot see it.',
      });
    }
    if (text.length > altMaxLength) {
      throw new InputValidationError({
        alt: `Alt text must be at most ${altMaxLength} characters.`,
      });
    }
    if (bytes.length === 0) throw new InputValidationError({ file: 'The upload is empty.' });
    if (bytes.length > this.settings.maxBytes) {
      throw new InputValidationError({ file: `The image is larger than ${this.describeLimit()}.` });
    }
    const metadata = await sharp(bytes, { limitInputPixels: maxInputPixels })
      .metadata()
      .catch(() => undefined);
    if (!metadata?.format || !acceptedFormats.has(metadata.format)) {
      throw new InputValidationError({ file: 'Upload a JPEG, PNG or WebP image.' });
    }
    if (!metadata.width || !metadata.height) {
      throw new InputValidationError({ file: 'The image has no size; it may be damaged.' });
    }

    const images = this.dataSource.getRepository(BlogImage);
    // The row first, for its id (the files' names); its sizes once the files are written.
    const inserted = await images.insert({ alt: text, width: 0, height: 0, widths: [] });
    const id = inserted.identifiers[0]?.id as string;
    await fs.mkdir(this.settings.directory, { recursive: true });
    let largest = { width: 0, height: 0 };
    try {
      for (const width of blogImageWidths) {
        const info = await sharp(bytes, { limitInputPixels: maxInputPixels })
          // Upright by its EXIF orientation, before the EXIF is dropped.
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toFile(path.join(this.settings.directory, blogImageFileName(id, width)));
        if (info.width >= largest.width) largest = { width: info.width, height: info.height };
      }
    } catch (error) {
      await images.delete({ id });
      await this.removeFiles(id);
      throw new InputValidationError({
        file: `The image could not be read (${(error as Error).message}).`,
      });
    }
    await images.update({ id }, { ...largest, widths: [...blogImageWidths] });
    return images.findOneByOrFail({ id });
  }

  /** The path of one stored copy, when the name is one of ours (nothing else is served). */
  filePath(id: string, width: number): string | undefined {
    if (!blogImageWidths.includes(width)) return undefined;
    return path.join(this.settings.directory, blogImageFileName(id, width));
  }

  list(): Promise<BlogImage[]> {
    return this.dataSource
      .getRepository(BlogImage)
      .find({ order: { createdAt: 'DESC' }, take: 200 });
  }

  private async removeFiles(id: string): Promise<void> {
    await Promise.all(
      blogImageWidths.map((width) =>
        fs.rm(path.join(this.settings.directory, blogImageFileName(id, width)), { force: true }),
      ),
    );
  }

  private describeLimit(): string {
    return `${Math.round(this.settings.maxBytes / 1024 / 1024)} MB`;
  }
}
