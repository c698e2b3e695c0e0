import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { imageKeys } from '@landman/content';
import { Illustration } from './illustration';

// Vite's `?no-inline` asset imports mean nothing to Jest; the URLs themselves are not under test.
jest.mock('./illustration-urls', () => ({
  illustrationUrls: new Proxy({}, { get: (_target, key) => `/assets/${String(key)}.svg` }),
}));

describe('<Illustration>', () => {
  it('reserves its box and loads lazily unless it is a priority image', () => {
    render(
      <>
        <Illustration name="oilfield-sunrise" alt="Pump jacks at sunrise" priority />
        <Illustration name="bayou-river" alt="A bayou lined with cypress" />
      </>,
    );
    const hero = screen.getByRole('img', { name: 'Pump jacks at sunrise' });
    expect(hero.getAttribute('src')).toBe('/assets/oilfield-sunrise.svg');
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['640', '400']);
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    const below = screen.getByRole('img', { name: 'A bayou lined with cypress' });
    expect(below.getAttribute('loading')).toBe('lazy');
    expect(below.getAttribute('decoding')).toBe('async');
    expect(below.hasAttribute('fetchpriority')).toBe(false);
  });
});

describe('illustration files', () => {
  // Read the real files: one per image key, hand-drawn SVG on the shared 16:10 canvas.
  const dir = path.join(__dirname, '../../assets/illustrations');

  it.each(imageKeys)('%s.svg is a small, self-contained 640x400 drawing', (key) => {
    const svg = fs.readFileSync(path.join(dir, `${key}.svg`), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400">')).toBe(
      true,
    );
    expect(svg.length).toBeLessThan(10_000);
    // No text to translate or scale badly, and nothing fetched from elsewhere.
    expect(svg).not.toMatch(/<text|<image|<script|url\(|xlink:href|href="(?!#)/);
  });
});
