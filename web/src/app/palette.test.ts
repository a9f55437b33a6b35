import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, DARK_SURFACES, LIGHT_SURFACES, MIN_CONTRAST, palette } from './palette';

const everyColor = Object.keys(palette).filter((name) => name !== 'dark');

describe('palette', () => {
  it.each(everyColor)('%s: text shades read at 4.5:1 in both schemes', (name) => {
    const shades = palette[name]!;
    for (const surface of LIGHT_SURFACES) {
      for (const shade of [6, 7, 8, 9])
        expect(contrast(shades[shade]!, surface)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    expect(contrast(shades[9]!, shades[1]!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    for (const surface of DARK_SURFACES) {
      for (const shade of [0, 1, 2, 3, 4])
        expect(contrast(shades[shade]!, surface)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it.each(everyColor)('%s: shades still run from light to dark, so a hover stays distinct', (name) => {
    const shades = palette[name]!.map((shade) => luminance(shade));
    for (let index = 1; index < shades.length; index++)
      expect(shades[index]).toBeLessThan(shades[index - 1]!);
  });

  it('darkens the brand indigo only as far as it must, and the dimmed greys of both schemes read', () => {
    expect(contrast(DEFAULT_THEME.colors.indigo[6], '#ffffff')).toBeLessThan(MIN_CONTRAST);
    expect(contrast(palette.indigo![6], LIGHT_SURFACES[2]!)).toBeLessThan(MIN_CONTRAST + 0.2);
    expect(contrast(palette.gray![6], '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    for (const surface of DARK_SURFACES)
      expect(contrast(palette.dark![2], surface)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    // The dark scheme's surfaces themselves stay Mantine's.
    expect(palette.dark!.slice(3)).toEqual(DEFAULT_THEME.colors.dark.slice(3));
  });
});
