import { VIRTUAL_CLASS_PLATFORMS, VIRTUAL_CLASS_STATUSES } from '@sabora/contract';
import { PLATFORM_LABELS, STATUS_BADGES } from '../../components/virtual-class/class-words';
import { i18next } from '../../lib/i18n/i18n';

// Functions, not constants: the labels are read in the page's language each time they are shown.

/** The Platform field's choices. */
export const platformOptions = () =>
  VIRTUAL_CLASS_PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_LABELS[platform] }));

/** The Status filter; '' is every status, which sends none. */
export const statusFilterOptions = () => [
  { value: '', label: i18next.t('filters.allStatuses', { ns: 'virtual-classes-admin' }) },
  ...VIRTUAL_CLASS_STATUSES.map((status) => ({ value: status, label: STATUS_BADGES[status].label })),
];
