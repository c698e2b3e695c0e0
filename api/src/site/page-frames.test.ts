import { PageFrames } from './page-frames';
import { type WebBuild, type WebEntry } from './web-build';

function buildWith(renderPageFrame: WebEntry['renderPageFrame']): WebBuild {
  return {
    template: '<html></html>',
    manifest: {},
    entry: {
      renderPageFrame,
      serverPageTitleMarker: '%%t%%',
      serverPageBodyMarker: '%%b%%',
    } as unknown as WebEntry,
  } as unknown as WebBuild;
}

describe('PageFrames', () => {
  it('renders each section once, with the header marking that section', async () => {
    const render = jest.fn((pathname: string) =>
      Promise.resolve({
        html: `<nav>${pathname}</nav>%%t%%%%b%%`,
        status: 200,
        scriptHashes: ['h'],
      }),
    );
    const frames = new PageFrames(() => Promise.resolve(buildWith(render)), jest.fn());
    const first = await frames.get('/contact/book');
    await frames.get('/contact/book');
    const blog = await frames.get('/blog');
    expect(render).toHaveBeenCalledTimes(2);
    expect(first).toEqual({
      html: '<nav>/contact/book</nav>%%t%%%%b%%',
      scriptHashes: ['h'],
      titleMarker: '%%t%%',
      bodyMarker: '%%b%%',
    });
    expect(blog?.html).toContain('<nav>/blog</nav>');
  });

  it('logs a failed render, answers without a frame, and tries again next time', async () => {
    const render = jest
      .fn()
      .mockRejectedValueOnce(new Error('render broke'))
      .mockResolvedValue({ html: 'frame', status: 200, scriptHashes: [] });
    const logError = jest.fn();
    const frames = new PageFrames(() => Promise.resolve(buildWith(render)), logError);
    await expect(frames.get('/blog')).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledWith(
      'Rendering the server page frame for /blog failed',
      expect.any(Error),
    );
    await expect(frames.get('/blog')).resolves.toMatchObject({ html: 'frame' });
  });

  it('answers without a frame while the website is not built, and looks again later', async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue(
        buildWith(() => Promise.resolve({ html: 'frame', status: 200, scriptHashes: [] })),
      );
    const frames = new PageFrames(load, jest.fn());
    await expect(frames.get('/blog')).resolves.toBeUndefined();
    await expect(frames.get('/blog')).resolves.toMatchObject({ html: 'frame' });
  });
});
