import { VIRTUAL_CLASS_PLATFORMS, VIRTUAL_CLASS_STATUSES } from '@sabora/contract';
import { PLATFORM_LABELS, STATUS_BADGES } from '../../components/virtual-class/class-words';

/** The Platform field's choices (staff spec §3). */
export const PLATFORM_OPTIONS = VIRTUAL_CLASS_PLATFORMS.map((platform) => ({
  value: platform,
  label: PLATFORM_LABELS[platform],
}));

/** The Status filter; '' is every status, which sends none. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All Statuses' },
  ...VIRTUAL_CLASS_STATUSES.map((status) => ({ value: status, label: STATUS_BADGES[status].label })),
];
