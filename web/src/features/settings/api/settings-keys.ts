/** The signed-in user's settings: read by the settings page, replaced by what a save answers. */
export const settingsKeys = {
  mine: () => ['users', 'me', 'settings'] as const,
};
