/** An uploaded picture as the server answers it (POST /api/admin/blog/images). */
export interface UploadedImage {
  id: string;
  alt: string;
  src: string;
}

/**
 * Sends a picture and its alt text to the server, which checks it by its bytes, resizes it and
 * strips its metadata. Resolves with the image, or with the reason it was refused.
 */
export async function uploadBlogImage(
  file: File,
  alt: string,
): Promise<{ image: UploadedImage } | { problem: string }> {
  try {
    const response = await fetch(`/api/admin/blog/images?alt=${encodeURIComponent(alt)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
    const body = (await response.json()) as UploadedImage & {
      error?: string;
      fields?: Record<string, string>;
    };
    if (!response.ok) {
      return { problem: Object.values(body.fields ?? {})[0] ?? body.error ?? 'The upload failed.' };
    }
    return { image: { id: body.id, alt: body.alt, src: body.src } };
  } catch {
    return { problem: 'The upload failed. Check the connection and try again.' };
  }
}

/** Markdown that shows an uploaded image in the article (the renderer adds its srcset). */
export function imageMarkdown(image: UploadedImage): string {
  const alt = image.alt.replace(/([\\[\]])/g, '\\$1').replace(/\s+/g, ' ');
  return `![${alt}](${image.src})`;
}

/** `text` with `insert` at `at` (a cursor position), on a paragraph of its own. */
export function insertBlock(text: string, insert: string, at: number = text.length): string {
  const cut = Math.max(0, Math.min(at, text.length));
  const before = text.slice(0, cut);
  const after = text.slice(cut);
  const lead =
    before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return `${before}${lead}${insert}${trail}${after}`;
}
