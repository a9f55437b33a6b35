import classes from './fit-small-screens.module.css';

/**
 * Theme defaults that keep labels whole on narrow screens, as class names so a
 * component's own `h`, `w` or `style` still wins. Plain objects, like the rest of the theme: no
 * value import of a component (docs/decisions.md, "Light pages").
 */
export const fitSmallScreens = {
  Button: { classNames: { root: classes.buttonRoot, label: classes.buttonLabel } },
  Badge: { classNames: { root: classes.badgeRoot } },
  SegmentedControl: { classNames: { label: classes.segmentedLabel } },
};
