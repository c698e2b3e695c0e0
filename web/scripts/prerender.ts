/**
 * Writes the finished HTML of every build-time route (content's prerenderPaths) into
 * dist/client/<path>/index.html, plus 404.html, the meeting page's frame (meetings.html) and
 * robots.txt, then precompresses the client
 * build. Runs after the client and SSR builds; blog routes are rendered by the server per
 * request instead.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';
import { precompress } from './precompress';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(webRoot, 'dist/client');
const serverDir = path.join(webRoot, 'dist/server');

function outputFile(routePath: string): string {
  return routePath === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, routePath.slice(1), 'index.html');
}

async function main(): Promise<void> {
  // The server renders blog pages from the same template and manifest: keep pristine copies
  // beside the SSR bundle before index.html is overwritten with the home page.
  await copyFile(path.join(clientDir, 'index.html'), path.join(serverDir, 'template.html'));
  await copyFile(
    path.join(clientDir, '.vite/manifest.json'),
    path.join(serverDir, 'manifest.json'),
  );
  const template = await readFile(path.join(serverDir, 'template.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(serverDir, 'manifest.json'), 'utf8'),
  ) as EntryServer.ViteManifest;
  const entry = (await import(
    pathToFileURL(path.join(serverDir, 'entry-server.js')).href
  )) as typeof EntryServer;

  // The CSP script hashes of each written page, by its path under dist/client: the server
  // sends them with the file (see api/src/site/web-build.ts).
  const scriptHashes: Record<string, string[]> = {};
  for (const routePath of entry.prerenderPaths) {
    const {
      html,
      status,
      scriptHashes: hashes,
    } = await entry.renderDocument(routePath, {
      template,
      manifest,
    });
    if (status !== 200) throw new Error(`Prerendering ${routePath} answered ${status}`);
    const file = outputFile(routePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    scriptHashes[path.relative(clientDir, file).split(path.sep).join('/')] = hashes;
  }

  const notFound = await entry.renderDocument('/404', { template, manifest });
  if (notFound.status !== 404) throw new Error(`The 404 page answered ${notFound.status}`);
  await writeFile(path.join(clientDir, '404.html'), notFound.html);
  scriptHashes['404.html'] = notFound.scriptHashes;
  // The meeting page (desk build) in the site's layout, over the desk build's bare copy.
  const meetingManifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite/desk-manifest.json'), 'utf8'),
  ) as EntryServer.ViteManifest;
  const meetingShell = await entry.renderMeetingShell({ template, manifest, meetingManifest });
  await writeFile(path.join(clientDir, 'meetings.html'), meetingShell.html);
  scriptHashes['meetings.html'] = meetingShell.scriptHashes;

  await writeFile(path.join(serverDir, 'script-hashes.json'), JSON.stringify(scriptHashes));
  await writeFile(path.join(clientDir, 'robots.txt'), entry.robotsTxt());

  const compressed = await precompress(clientDir);
  console.log(
    `Prerendered ${entry.prerenderPaths.length} pages, 404.html and robots.txt; compressed ${compressed} files`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
