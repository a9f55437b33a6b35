import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { makePopularSubject } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const config = {
  body: {
    success: true,
    data: { registrationLink: 'https://wa.me/201000000000', schoolName: 'Sabora Academy' },
  },
};

describe('landing page', () => {
  it('opens the sections from a menu button on a phone, and closes it when one is picked', async () => {
    stubApi({
      'GET /api/public-config': config,
      'GET /api/subjects/popular': { body: { success: true, data: [] } },
    });
    renderApp('/');
    const header = screen.getByRole('banner');
    const menu = within(header).getByRole('button', { name: 'Toggle navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).getAllByRole('navigation', { name: 'Sections' })).toHaveLength(1);
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const phoneNav = document.getElementById('public-sections')!;
    expect(phoneNav).toHaveAttribute('aria-label', 'Sections');
    expect(within(phoneNav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '#about');
    await userEvent.click(within(phoneNav).getByRole('link', { name: 'Courses' }));
    expect(document.getElementById('public-sections')).toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the home, recipes and about anchors, Login and Sign Up, and the services links', async () => {
    stubApi({
      'GET /api/public-config': config,
      'GET /api/subjects/popular': { body: { success: true, data: [] } },
    });
    const { container } = renderApp('/');

    for (const id of ['home', 'recipes', 'about']) expect(container.querySelector(`#${id}`)).not.toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    for (const [name, href] of [
      ['Home', '#home'],
      ['Courses', '#recipes'],
      ['About', '#about'],
    ]) {
      expect(within(header).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'View IGCSE courses' })).toHaveAttribute('href', '/igcse-list');
    expect(screen.getByRole('link', { name: 'View Thanaweya Amma courses' })).toHaveAttribute(
      'href',
      '/rcipes-list?system=National',
    );
    expect(screen.getByRole('link', { name: 'View SAT courses' })).toHaveAttribute(
      'href',
      '/rcipes-list?system=American',
    );
    const registration = await screen.findAllByRole('link', { name: 'Register on our messaging app' });
    expect(registration[0]).toHaveAttribute('href', 'https://wa.me/201000000000');
    expect(screen.getByRole('heading', { name: 'About Sabora Academy' })).toBeInTheDocument();
  });

  it('lists the most recommended courses, asking for 6', async () => {
    const api = stubApi({
      'GET /api/public-config': config,
      'GET /api/subjects/popular': {
        body: {
          success: true,
          data: [
            makePopularSubject(),
            makePopularSubject({
              _id: 'subject-2',
              name: 'Arabic Language',
              system: 'National',
              systemLabel: 'Thanaweya Amma',
              enrollmentCount: 1,
              primaryTeacher: null,
              image: '/api/subjects/subject-2/image',
            }),
          ],
        },
      },
    });
    renderApp('/');

    const physics = await screen.findByRole('article', { name: 'IGCSE Physics' });
    expect(within(physics).getByText('IGCSE')).toBeInTheDocument();
    expect(within(physics).getByText('Karim Adel')).toBeInTheDocument();
    expect(within(physics).getByText('42 students enrolled')).toBeInTheDocument();
    // The card opens the course's public page.
    expect(within(physics).getByRole('link', { name: 'IGCSE Physics' })).toHaveAttribute(
      'href',
      '/courses/subject-1',
    );

    const arabic = screen.getByRole('article', { name: 'Arabic Language' });
    expect(within(arabic).getByText('Thanaweya Amma')).toBeInTheDocument();
    expect(within(arabic).getByText('Teacher TBA')).toBeInTheDocument();
    expect(within(arabic).getByText('1 student enrolled')).toBeInTheDocument();
    expect(within(arabic).getByRole('img', { name: 'Arabic Language' })).toHaveAttribute(
      'src',
      '/api/subjects/subject-2/image',
    );
    expect(api.callsTo('GET /api/subjects/popular')[0]?.search).toBe('?limit=6');
  });

  it("says 'No popular subjects found.' when there are none", async () => {
    stubApi({
      'GET /api/public-config': config,
      'GET /api/subjects/popular': { body: { success: true, data: [] } },
    });
    renderApp('/');
    expect(await screen.findByText('No popular subjects found.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the courses cannot be loaded', async () => {
    stubApi({ 'GET /api/public-config': config, 'GET /api/subjects/popular': { status: 500, body: {} } });
    renderApp('/');
    expect(await screen.findByText('Failed to load courses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  // The landing and signup pages in Arabic, with a course card's count as an Arabic plural.
  describe('in Arabic', () => {
    afterEach(() => i18next.changeLanguage('en'));

    it('shows the sections and a course count in Arabic', async () => {
      await i18next.changeLanguage('ar');
      stubApi({
        'GET /api/public-config': config,
        'GET /api/subjects/popular': {
          body: {
            success: true,
            data: [
              makePopularSubject(),
              makePopularSubject({ _id: 'subject-2', name: 'Arabic Language', system: 'National' }),
            ],
          },
        },
      });
      renderApp('/');

      expect(
        await screen.findByRole('heading', { name: 'تعلّم مع معلمين متميزين، أينما كنت', level: 1 }),
      ).toBeInTheDocument();
      // The school's name keeps its own direction in the Arabic title (FSI … PDI).
      expect(
        await screen.findByRole('heading', { name: 'عن \u2068Sabora Academy\u2069' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'الدورات الأكثر ترشيحًا' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'عرض دورات الثانوية العامة' })).toHaveAttribute(
        'href',
        '/rcipes-list?system=National',
      );
      const physics = await screen.findByRole('article', { name: 'IGCSE Physics' });
      expect(within(physics).getByText('٤٢ طالبًا مسجَّلًا')).toBeInTheDocument();
      // The system's label in Arabic, not the server's English "Thanaweya Amma".
      const arabic = screen.getByRole('article', { name: 'Arabic Language' });
      expect(within(arabic).getByText('الثانوية العامة')).toBeInTheDocument();
      expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'من نحن' })).toHaveAttribute(
        'href',
        '#about',
      );
    });

    it('shows the signup page in Arabic', async () => {
      await i18next.changeLanguage('ar');
      stubApi({ 'GET /api/public-config': config });
      renderApp('/signup');

      expect(await screen.findByRole('heading', { name: 'إنشاء حساب' })).toBeInTheDocument();
      expect(await screen.findByText('انضم إلى \u2068Sabora Academy\u2069')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
    });
  });
});
