/**
 * The smallest height, in px, of what a finger presses on a screen taken on a phone (the quiz's
 * choices and buttons): WCAG 2.5.5's target size, and what Apple's and Android's guides ask.
 * CSS files spell it 2.75rem.
 */
export const TOUCH_TARGET = 44;
