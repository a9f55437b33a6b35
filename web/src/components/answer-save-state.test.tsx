import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { SaveState } from './answer-save-state';

describe('whether the answers are saved, in the reader’s language', () => {
  it('says it in English, as the quiz and homework tests read it', () => {
    renderWithProviders(<SaveState status="saved" />);
    expect(screen.getByText('Answers saved')).toBeInTheDocument();
  });

  it('says it in Arabic, the retry warning too (it was English in every language)', async () => {
    await i18next.changeLanguage('ar');
    renderWithProviders(<SaveState status="saved" />);
    expect(screen.getByText('تم حفظ الإجابات')).toBeInTheDocument();
    renderWithProviders(<SaveState status="retrying" />);
    expect(screen.getByText('لم تُحفظ الإجابات بعد: جارٍ إعادة المحاولة…')).toBeInTheDocument();
  });
});
