/** The signed-in header's height in px: the page starts below it and so do the toasts. */
export const HEADER_HEIGHT = 64;
