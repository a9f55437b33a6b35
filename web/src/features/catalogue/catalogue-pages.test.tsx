import type { CatalogueSubject, CatalogueSubjectDetail } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';

const config = {
  body: { success: true, data: { registrationLink: 'https://wa.me/201000000000', schoolName: 'Sabora' } },
};

const physics: CatalogueSubject = {
  _id: 'subject-1',
  name: 'IGCSE Physics',
  code: 'IG-PHY',
  description: 'Forces, energy and waves.',
  image: null,
  system: 'IGCSE',
  systemLabel: 'IGCSE',
  academicYear: '2026-2027',
  primaryTeacher: { firstName: 'Karim', lastName: 'Adel' },
  teacherCount: 1,
  enrollmentCount: 12,
  chapterCount: 3,
};

const page = (data: CatalogueSubject[], totalCount = data.length) => ({
  body: { success: true, data, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / 12)) },
});

describe('the public course catalogue', () => {
  it('lists the IGCSE courses as cards that open the course page, and searches', async () => {
    const api = stubApi({
      'GET /api/public-config': config,
      'GET /api/catalogue/subjects': (call) =>
        call.search.includes('search=')
          ? page([])
          : page([
              physics,
              {
                ...physics,
                _id: 's2',
                name: 'IGCSE Biology',
                primaryTeacher: null,
                teacherCount: 0,
                chapterCount: 1,
                enrollmentCount: 1,
              },
            ]),
    });
    renderApp('/igcse-list');
    expect(await screen.findByRole('heading', { name: 'IGCSE Courses' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'IGCSE Physics' });
    expect(within(card).getByText('Karim Adel')).toBeInTheDocument();
    expect(within(card).getByText('12 students enrolled')).toBeInTheDocument();
    expect(within(card).getByText('3 chapters')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'IGCSE Physics' })).toHaveAttribute(
      'href',
      '/courses/subject-1',
    );
    const biology = screen.getByRole('article', { name: 'IGCSE Biology' });
    expect(within(biology).getByText('Teacher TBA')).toBeInTheDocument();
    expect(within(biology).getByText('1 chapter')).toBeInTheDocument();
    expect(api.callsTo('GET /api/catalogue/subjects')[0]?.search).toBe('?system=IGCSE&page=1&limit=12');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search courses' }), 'latin');
    expect(await screen.findByText('No courses match "latin"')).toBeInTheDocument();
    expect(api.callsTo('GET /api/catalogue/subjects').at(-1)?.search).toContain('search=latin');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'IGCSE Physics' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search courses' })).toHaveValue('');
  });

  it('names the primary teacher and counts the others, as the course page lists them all', async () => {
    stubApi({
      'GET /api/public-config': config,
      'GET /api/catalogue/subjects': page([{ ...physics, teacherCount: 3 }]),
    });
    renderApp('/igcse-list');
    const card = await screen.findByRole('article', { name: 'IGCSE Physics' });
    expect(within(card).getByText('Karim Adel +2')).toBeInTheDocument();
  });

  it('lists Thanaweya Amma or SAT on /rcipes-list by ?system=, and switches between them', async () => {
    const api = stubApi({ 'GET /api/public-config': config, 'GET /api/catalogue/subjects': page([]) });
    renderApp('/rcipes-list?system=American');
    expect(await screen.findByRole('heading', { name: 'SAT Courses' })).toBeInTheDocument();
    expect(await screen.findByText('No courses are offered in this system yet.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/catalogue/subjects')[0]?.search).toContain('system=American');
    await userEvent.click(screen.getByText('Thanaweya Amma'));
    expect(await screen.findByRole('heading', { name: 'Thanaweya Amma Courses' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /api/catalogue/subjects').at(-1)?.search).toContain('system=National'),
    );
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/public-config': config, 'GET /api/catalogue/subjects': { status: 500, body: {} } });
    renderApp('/igcse-list');
    expect(await screen.findByText('Failed to load courses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('a course page', () => {
  const detail: CatalogueSubjectDetail = {
    ...physics,
    teachers: [
      { firstName: 'Karim', lastName: 'Adel' },
      { firstName: 'Nour', lastName: 'Samir' },
    ],
    chapters: [
      { order: 1, title: 'Forces', description: 'Pushes and pulls', duration: 2 },
      { order: 2, title: 'Energy', description: '', duration: 0 },
    ],
    topics: [{ title: 'Mechanics', description: '', durationWeeks: 4 }],
  };

  it('shows the outline, the teachers, the enrolment count and the registration link', async () => {
    stubApi({
      'GET /api/public-config': config,
      'GET /api/catalogue/subjects/subject-1': { body: { success: true, data: detail } },
    });
    renderApp('/courses/subject-1');
    expect(await screen.findByRole('heading', { name: 'IGCSE Physics', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(wholeText('Teachers: Karim Adel, Nour Samir'))).toBeInTheDocument();
    expect(screen.getByText('12 students enrolled')).toBeInTheDocument();
    const chapters = screen.getByRole('list', { name: 'Chapters' });
    expect(within(chapters).getByText(wholeText('Chapter 1: Forces'))).toBeInTheDocument();
    expect(within(chapters).getByText('Pushes and pulls')).toBeInTheDocument();
    expect(within(chapters).getByText('2 hours')).toBeInTheDocument();
    expect(within(chapters).getByText(wholeText('Chapter 2: Energy'))).toBeInTheDocument();
    expect(screen.getByText('Mechanics')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Register on our messaging app' })).toHaveAttribute(
      'href',
      'https://wa.me/201000000000',
    );
    expect(screen.getByRole('link', { name: 'All IGCSE courses' })).toHaveAttribute('href', '/igcse-list');
  });

  it('says a course is not found when it is not offered', async () => {
    stubApi({
      'GET /api/public-config': config,
      'GET /api/catalogue/subjects/gone': {
        status: 404,
        body: { success: false, message: 'Subject not found' },
      },
    });
    renderApp('/courses/gone');
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our courses' })).toHaveAttribute('href', '/#recipes');
  });

  // The course page in Arabic, its counts as Arabic plurals and the system's Arabic name.
  describe('in Arabic', () => {
    afterEach(() => i18next.changeLanguage('en'));

    it('shows the course, its counts and chapters in Arabic', async () => {
      await i18next.changeLanguage('ar');
      stubApi({
        'GET /api/public-config': config,
        'GET /api/catalogue/subjects/subject-1': {
          body: { success: true, data: { ...detail, system: 'National', systemLabel: 'Thanaweya Amma' } },
        },
      });
      renderApp('/courses/subject-1');
      expect(await screen.findByRole('heading', { name: 'IGCSE Physics', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'الفصول' })).toBeInTheDocument();
      expect(screen.getByText('١٢ طالبًا مسجَّلًا')).toBeInTheDocument();
      expect(screen.getByText('المعلمان:')).toBeInTheDocument();
      const chapters = screen.getByRole('list', { name: 'الفصول' });
      expect(within(chapters).getByText(wholeText('الفصل ١: Forces'))).toBeInTheDocument();
      expect(within(chapters).getByText('ساعتان')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'كل دورات الثانوية العامة' })).toBeInTheDocument();
    });
  });
});
