import { SYSTEMS, type System } from '@sabora/contract';
import { i18next } from './i18n/i18n';

/**
 * The one name each school system goes by on every screen, public or staff (docs/decisions.md,
 * "System names"): Thanaweya Amma, IGCSE, SAT in English. The stored values (National, IGCSE,
 * American) never change; anything else is shown as it is.
 */
export function systemName(system: string): string {
  return (SYSTEMS as readonly string[]).includes(system)
    ? i18next.t(`systemLabels.${system as System}`, { ns: 'common' })
    : system;
}

/** The systems as select options: the stored value, shown by its name. */
export const systemOptions = () => SYSTEMS.map((value) => ({ value, label: systemName(value) }));
