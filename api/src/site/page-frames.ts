import { type PageFrame } from '../kernel/pages/server-page';
import { type WebBuild } from './web-build';

/**
 * The server pages' frames, one per section, each rendered once from the web build and kept
 * (a handful of fixed sections, so the map stays small). A failed render is logged and not kept:
 * that page goes out plain, and the next one tries again.
 */
export class PageFrames {
  private readonly frames = new Map<string, Promise<PageFrame | undefined>>();

  constructor(
    private readonly loadBuild: () => Promise<WebBuild | undefined>,
    private readonly logError: (message: string, error: unknown) => void,
  ) {}

  get(section: string): Promise<PageFrame | undefined> {
    let frame = this.frames.get(section);
    if (!frame) {
      frame = this.render(section).catch((error: unknown) => {
        this.logError(`Rendering the server page frame for ${section} failed`, error);
        this.frames.delete(section);
        return undefined;
      });
      this.frames.set(section, frame);
    }
    return frame;
  }

  private async render(section: string): Promise<PageFrame | undefined> {
    const web = await this.loadBuild();
    const entry = web?.entry;
    const titleMarker = entry?.serverPageTitleMarker;
    const bodyMarker = entry?.serverPageBodyMarker;
    if (!web || !entry?.renderPageFrame || !titleMarker || !bodyMarker) {
      // Not built yet (or built before frames existed): plain pages, and ask again next time.
      this.frames.delete(section);
      return undefined;
    }
    const { html, scriptHashes } = await entry.renderPageFrame(section, {
      template: web.template,
      manifest: web.manifest,
    });
    return {
      html,
      scriptHashes,
      titleMarker,
      bodyMarker,
    };
  }
}
