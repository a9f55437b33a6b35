import { afterEach, describe, expect, it } from 'vitest';
import { formatList, formatTimeAgo } from './format';
import { i18next } from './i18n';

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  afterEach(() => i18next.changeLanguage('en'));

  it('reads notification times as seconds, minutes, hours ago, then a date, in English', () => {
    expect(formatTimeAgo('2026-11-22T11:59:30Z', now)).toBe('30 seconds ago');
    expect(formatTimeAgo('2026-11-22T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatTimeAgo('2026-11-22T11:15:00Z', now)).toBe('45 minutes ago');
    expect(formatTimeAgo('2026-11-22T07:00:00Z', now)).toBe('5 hours ago');
    expect(formatTimeAgo('2026-11-20T07:00:00Z', now)).toBe(
      new Date('2026-11-20T07:00:00Z').toLocaleDateString('en'),
    );
    expect(formatTimeAgo('not a date', now)).toBe('');
  });

  it('words them in Arabic with its digits and plural forms', async () => {
    await i18next.changeLanguage('ar');
    expect(formatTimeAgo('2026-11-22T11:59:00Z', now)).toBe('قبل دقيقة واحدة');
    expect(formatTimeAgo('2026-11-22T10:00:00Z', now)).toBe('قبل ساعتين');
    expect(formatTimeAgo('2026-11-22T11:15:00Z', now)).toBe('قبل ٤٥ دقيقة');
  });
});

describe('formatList', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('lists items as the reader’s language does', async () => {
    expect(formatList(['Phone', 'Status'])).toBe('Phone, Status');
    await i18next.changeLanguage('ar');
    expect(formatList(['الهاتف', 'الحالة'])).toBe('الهاتف والحالة');
    await i18next.changeLanguage('fr');
    expect(formatList(['Téléphone', 'Statut', 'Matières'])).toBe('Téléphone, Statut et Matières');
  });
});
