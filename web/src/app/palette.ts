import {
  type CSSVariablesResolver,
  colorsTuple,
  DEFAULT_THEME,
  darken,
  lighten,
  luminance,
  type MantineColorsTuple,
  toRgba,
} from '@mantine/core';

/**
 * Mantine's palette, changed only where text on it would read under WCAG AA
 * (1.4.3, 4.5:1 for normal text): its indigo 6 on white is 4.32:1, its grey 6 (dimmed text) 3.32:1,
 * its dark 2 (dimmed text of the dark scheme) 4.04:1 on the dark body. Each shade that shows text is
 * moved toward black (light scheme) or white (dark scheme) just far enough, so the hues stay
 * Mantine's and the brand stays indigo (docs/decisions.md, "Accessibility").
 */
export const MIN_CONTRAST = 4.5;

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const { colors } = DEFAULT_THEME;
/** Where light-scheme text sits: the body, and the grey tints of striped rows and panels. */
export const LIGHT_SURFACES = ['#ffffff', colors.gray[0], colors.gray[1]];
/** Where dark-scheme text sits: the body (dark 7) and cards, inputs and menus (dark 6). */
export const DARK_SURFACES = [colors.dark[7], colors.dark[6]];

const hex = (color: string) => {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
};

const STEPS = 100;
const move = (color: string, toward: 'black' | 'white', amount: number) =>
  hex(toward === 'black' ? darken(color, amount) : lighten(color, amount));

/** The least amount (0–1) by which moving the colour toward black or white makes it read on every surface. */
function amountToRead(color: string, surfaces: string[], toward: 'black' | 'white'): number {
  for (let step = 0; step <= STEPS; step++) {
    const candidate = move(color, toward, step / STEPS);
    if (surfaces.every((surface) => contrast(candidate, surface) >= MIN_CONTRAST)) return step / STEPS;
  }
  return 1;
}

/**
 * Moves a run of shades by the amount the first one needs (or more, where a shade needs more), so
 * the run keeps its order and steps: a hover shade stays darker than the shade it hovers.
 */
function shiftRun(
  shades: readonly string[],
  run: number[],
  toward: 'black' | 'white',
  surfacesOf: (index: number) => string[],
): Map<number, string> {
  const first = amountToRead(shades[run[0]!]!, surfacesOf(run[0]!), toward);
  return new Map(
    run.map((index) => {
      const amount = Math.max(first, amountToRead(shades[index]!, surfacesOf(index), toward));
      return [index, move(shades[index]!, toward, amount)];
    }),
  );
}

/**
 * Which shade shows text where (Mantine 9's variables): light scheme, shades 6–8 as text, filled
 * backgrounds under white text, outlines and links, 9 on its own shade 1 (light buttons, badges,
 * alerts); dark scheme, shade 4 as text and outlines on the dark body, 0 on light variants.
 */
function readableColor(shades: MantineColorsTuple): MantineColorsTuple {
  const light = shiftRun(shades, [6, 7, 8, 9], 'black', (index) =>
    index === 9 ? [...LIGHT_SURFACES, shades[1]] : LIGHT_SURFACES,
  );
  const dark = shiftRun(shades, [4, 3, 2, 1, 0], 'white', () => DARK_SURFACES);
  return colorsTuple(shades.map((shade, index) => light.get(index) ?? dark.get(index) ?? shade));
}

/** The dark palette is the dark scheme's surfaces: only its text shades (0–2, dimmed is 2) move. */
const darkText = shiftRun(colors.dark, [2, 1, 0], 'white', () => DARK_SURFACES);
const readableDark = colorsTuple(colors.dark.map((shade, index) => darkText.get(index) ?? shade));

export const palette: Record<string, MantineColorsTuple> = Object.fromEntries(
  Object.entries(colors).map(([name, shades]) => [
    name,
    name === 'dark' ? readableDark : readableColor(shades),
  ]),
);

/**
 * Mantine's dark scheme shows error and success text in shades 8 (red 8 is 3.44:1 on the dark
 * body): there they take shade 4, the dark scheme's text shade. Mantine merges this over its own.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Placeholders are text too (date and file pickers show theirs as text): Mantine's grey 5 (2.07:1)
  // and dark 3 (2.83:1) take the dimmed text's colour.
  light: { '--mantine-color-placeholder': 'var(--mantine-color-dimmed)' },
  dark: {
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-success': 'var(--mantine-color-teal-4)',
  },
});
