import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { iconNames } from '@landman/content';
import { ContentIcon } from './content-icon';
import { iconSources } from './icon-sources';
import { iconSprite } from './icon-sprite';

const spritePath = path.resolve(__dirname, '../../assets/content-icons.svg');

describe('the content icon sprite', () => {
  const sprite = readFileSync(spritePath, 'utf8');

  it('is what icon-sources.ts draws (run `npm run icons -w web` after changing it)', () => {
    expect(sprite).toBe(iconSprite(iconSources));
  });

  it('has one symbol with shapes for every icon name content may use', () => {
    const ids = [
      ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path [^>]*d="/g),
    ].map((match) => match[1]);
    expect([...ids].sort()).toEqual([...iconNames].sort());
  });
});

describe('ContentIcon', () => {
  it('draws the named symbol from the sprite as a decorative icon', () => {
    const { container } = render(<ContentIcon name="oil" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/#oil$/);
  });
});
