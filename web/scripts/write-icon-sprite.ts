/**
 * Regenerates src/assets/content-icons.svg from src/components/icons/icon-sources.ts:
 *   npm run icons -w web
 * A unit test fails while the committed sprite differs from what this would write.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconSources } from '../src/components/icons/icon-sources';
import { iconSprite } from '../src/components/icons/icon-sprite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(webRoot, 'src/assets/content-icons.svg');

await writeFile(target, iconSprite(iconSources));
console.log(`Wrote ${path.relative(webRoot, target)} (${Object.keys(iconSources).length} icons)`);
