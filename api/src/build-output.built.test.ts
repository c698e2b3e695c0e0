import fs from 'node:fs';
import path from 'node:path';

/**
 * What `npm run build -w api` leaves in api/dist: the server, and nothing only tests or tools
 * use. tsconfig.build.json leaves out tests, every `testing/` folder and the assistant's
 * evaluation (corpora and runner); a production file importing any of them would pull it back
 * into the build, and this test would see it.
 */
const dist = path.resolve(__dirname, '..', 'dist');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(dist, full)];
  });
}

describe('the API build', () => {
  let files: string[];
  beforeAll(() => {
    if (!fs.existsSync(path.join(dist, 'main.js')))
      throw new Error('api/dist/main.js is missing: run `npm run build` first.');
    files = filesUnder(dist).map((file) => file.split(path.sep).join('/'));
  });

  it('holds the server', () => {
    expect(files).toEqual(expect.arrayContaining(['main.js', 'server.js']));
  });

  it('holds no test helpers, tests or evaluation', () => {
    const unwanted = files.filter(
      (file) =>
        /(^|\/)testing\//.test(file) ||
        file.startsWith('modules/assistant/evaluation/') ||
        /\.test\.js(\.map)?$/.test(file),
    );
    expect(unwanted).toEqual([]);
  });
});
