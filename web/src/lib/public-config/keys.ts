/** The school's public settings (the registration link), read once per visit. */
export const publicConfigKeys = {
  all: ['public-config'] as const,
};
