import type { ParseKeys } from 'i18next';

/**
 * A key of the `common` catalogue: constant lists of labels (navigation, dashboard cards) hold
 * these and are translated where rendered, so they follow a change of language (docs/i18n.md).
 */
export type CommonKey = ParseKeys<'common'>;
