import { AUDIT_ACTIONS, AUDIT_SUMMARIES, type AuditEntry } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';
import { formatDateTime } from '../../components/date-time-text';

const admin = makeUser({ role: 'admin' });
const actor = { _id: admin._id, name: 'Mona Hassan', email: 'mona@sabora.test' };

let counter = 0;
function makeEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  counter += 1;
  return {
    _id: `audit-${counter}`,
    at: '2026-03-12T14:30:00.000Z',
    action: 'subject.delete',
    actor,
    entity: 'subject',
    entityId: `entity-${counter}`,
    summary: "Subject 'Physics'",
    summaryParams: null,
    before: null,
    after: null,
    names: {},
    ...overrides,
  };
}

const gradeChange = makeEntry({
  action: 'grade.change',
  actor: { _id: 'teacher-1', name: 'Karim Adel', email: 'karim@sabora.test' },
  entity: 'homework-submission',
  summary: "Lina Samir: homework 'Forces'",
  summaryParams: { student: 'Lina Samir', kind: 'homework', title: 'Forces' },
  before: { grade: 70, feedback: 'Good' },
  after: { grade: 85, feedback: 'Great work' },
});
const deactivation = makeEntry({
  at: '2026-03-10T08:00:00.000Z',
  action: 'teacher.deactivate',
  summary: 'Karim Adel (karim@sabora.test)',
  before: { email: 'karim@sabora.test', isActive: true },
  after: { isActive: false },
});
const password = makeEntry({
  at: '2026-03-09T08:00:00.000Z',
  action: 'user.password',
  actor: { _id: null, name: 'Old Admin', email: 'old@sabora.test' },
  summary: 'Omar Ali (omar@sabora.test)',
});

const queryOf = (call: { search: string } | undefined) => new URLSearchParams(call?.search);

type Reply = NonNullable<Parameters<typeof stubApi>[0]>[string];

function stubAudit(reply: Reply = listOf([gradeChange, deactivation, password])) {
  return stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/audit': reply });
}

describe('audit log (/home-admin/audit)', { timeout: 15_000 }, () => {
  it('lists the entries: When, Who, Action, What, Change', async () => {
    const api = stubAudit();
    renderApp('/home-admin/audit', { user: admin });

    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/home-admin');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Action', 'What', 'Change']);

    const grade = within(table).getByRole('row', { name: /Lina Samir/ });
    expect(within(grade).getByText(formatDateTime(gradeChange.at))).toBeInTheDocument();
    expect(within(grade).getByText('Karim Adel')).toBeInTheDocument();
    expect(within(grade).getByText('karim@sabora.test')).toBeInTheDocument();
    expect(within(grade).getByText('Grade changed')).toBeInTheDocument();
    expect(within(grade).getByText('70 → 85')).toBeInTheDocument();
    expect(within(grade).getByText('Feedback: Good → Great work')).toBeInTheDocument();

    const teacher = within(table).getByRole('row', { name: /Teacher deleted \(deactivated\)/ });
    expect(within(teacher).getByText('Email: karim@sabora.test, Active: yes')).toBeInTheDocument();
    expect(within(teacher).getByText('→ Active: no')).toBeInTheDocument();

    const reset = within(table).getByRole('row', { name: /Password set by an admin/ });
    expect(within(reset).getByText('Old Admin')).toBeInTheDocument();
    expect(within(reset).getByText('—')).toBeInTheDocument();

    expect(screen.getByText('3 entries')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
    const query = queryOf(api.callsTo('GET /api/audit')[0]);
    expect([...query.entries()]).toEqual([
      ['page', '1'],
      ['limit', '20'],
    ]);
  });

  it('names the subject and chapter an entry recorded by id, in local time, with the ids on demand', async () => {
    const subjectId = '6f1c2a4e-0000-4000-8000-000000000001';
    const chapterId = '6f1c2a4e-0000-4000-8000-000000000002';
    const question = makeEntry({
      action: 'question.delete',
      entity: 'question',
      entityId: 'question-9',
      summary: "Question 'Unit of force?'",
      summaryParams: { title: 'Unit of force?' },
      before: { title: 'Unit of force?', subjectId, chapterId, dueDate: '2026-03-20T09:15:00.000Z' },
      // The chapter was deleted since: the server has no name for it.
      names: { [subjectId]: 'Physics' },
    });
    stubAudit(listOf([question]));
    renderApp('/home-admin/audit', { user: admin });

    const row = await screen.findByRole('row', { name: /Unit of force\?/ });
    expect(
      within(row).getByText(
        `Title: Unit of force?, Subject: Physics, Chapter: no longer exists, Due date: ${formatDateTime('2026-03-20T09:15:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    const change = within(row).getAllByRole('cell')[4]!;
    expect(change.textContent).not.toContain(subjectId);
    expect(change.textContent).not.toContain('2026-03-20T');

    const ids = within(row).getByText('Ids');
    expect(ids.closest('details')).not.toHaveAttribute('open');
    await userEvent.setup().click(ids);
    expect(ids.closest('details')).toHaveAttribute('open');
    expect(within(row).getByText(`Entry: ${question._id}`)).toBeVisible();
    expect(within(row).getByText('Record: question-9')).toBeVisible();
    expect(within(row).getByText(`Physics: ${subjectId}`)).toBeVisible();
  });

  it('shows only the grade line when the feedback did not change', async () => {
    stubAudit(
      listOf([
        makeEntry({
          action: 'grade.change',
          summary: "Omar Ali: exam 'Waves'",
          before: { grade: null, feedback: null },
          after: { grade: 60, feedback: null },
        }),
      ]),
    );
    renderApp('/home-admin/audit', { user: admin });
    const row = await screen.findByRole('row', { name: /Omar Ali/ });
    expect(within(row).getByText('— → 60')).toBeInTheDocument();
    expect(within(row).queryByText(/Feedback/)).not.toBeInTheDocument();
  });

  it('pages, and every filter sends its query parameter and goes back to page 1', async () => {
    const api = stubAudit(listOf([gradeChange, deactivation], 3));
    renderApp('/home-admin/audit', { user: admin });
    const user = userEvent.setup();
    const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });
    const lastQuery = () => queryOf(api.callsTo('GET /api/audit').at(-1));
    const toPage2 = async () => {
      await user.click(
        within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('button', {
          name: 'Page 2',
        }),
      );
      await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    };

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Action'), 'Grade changed');
    await waitFor(() => expect(lastQuery().get('action')).toBe('grade.change'));
    expect(lastQuery().get('page')).toBe('1');

    await toPage2();
    await user.type(screen.getByPlaceholderText('Search by person or item...'), 'karim');
    await waitFor(() => expect(lastQuery().get('search')).toBe('karim'), { timeout: 2000 });
    expect(lastQuery().get('page')).toBe('1');
    // The search waits for a pause: no call was made for a part of the word.
    expect(api.callsTo('GET /api/audit').filter((call) => queryOf(call).has('search'))).toHaveLength(1);

    await toPage2();
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(lastQuery().get('from')).toBe('2026-03-01'));
    expect(lastQuery().get('page')).toBe('1');

    await toPage2();
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() => expect(lastQuery().get('to')).toBe('2026-03-31'));
    expect(Object.fromEntries(lastQuery())).toEqual({
      page: '1',
      limit: '20',
      action: 'grade.change',
      search: 'karim',
      from: '2026-03-01',
      to: '2026-03-31',
    });

    await user.selectOptions(screen.getByLabelText('Action'), 'All actions');
    await waitFor(() => expect(lastQuery().has('action')).toBe(false));
  });

  it('says there is nothing yet, or nothing that matches the filters', async () => {
    stubAudit(listOf([]));
    renderApp('/home-admin/audit', { user: admin });
    expect(await screen.findByText('No audit entries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Action'), 'Students imported');
    expect(await screen.findByText('No audit entries match these filters')).toBeInTheDocument();
    // Clearing them shows the whole log again.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(await screen.findByText('No audit entries yet.')).toBeInTheDocument();
  });

  it('shows the failure with its reason, and Try Again asks again', async () => {
    let fail = true;
    const api = stubAudit(() =>
      fail
        ? { status: 500, body: { success: false, message: 'Database unavailable' } }
        : listOf([gradeChange]),
    );
    renderApp('/home-admin/audit', { user: admin });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch audit log');
    expect(alert).toHaveTextContent('Database unavailable');

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /Lina Samir/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/audit')).toHaveLength(2);
  });

  it('is for admins only: a teacher is sent to /unauthorized and nothing is asked', async () => {
    const teacher = makeUser({ role: 'teacher' });
    const api = stubApi({ 'GET /api/auth/me': meReply(teacher) });
    const { router } = renderApp('/home-admin/audit', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(api.callsTo('GET /api/audit')).toHaveLength(0);
  });

  // The log in Arabic: headings, action names, the entry count as a real Arabic plural,
  // and the grade change read right to left.
  it('shows the log in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubAudit();
    renderApp('/home-admin/audit', { user: admin });

    expect(await screen.findByRole('heading', { name: 'سجل التدقيق' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'سجل التدقيق' });
    expect(within(table).getByRole('columnheader', { name: 'التغيير' })).toBeInTheDocument();
    const grade = within(table).getByRole('row', { name: /Lina Samir/ });
    expect(within(grade).getByText('تغيير درجة')).toBeInTheDocument();
    // What it was about, worded in Arabic from the entry's values, each name and title isolated
    // (FSI … PDI) so it keeps its own direction; an entry recorded before those values were kept
    // shows its stored English summary.
    expect(
      within(grade).getByText('\u2068Lina Samir\u2069: الواجب «\u2068Forces\u2069»'),
    ).toBeInTheDocument();
    const old = within(table).getByRole('row', { name: /Omar Ali/ });
    expect(within(old).getByText('Omar Ali (omar@sabora.test)')).toBeInTheDocument();
    expect(within(grade).getByText('70 ← 85')).toBeInTheDocument();
    const teacher = within(table).getByRole('row', { name: /Karim Adel \(karim/ });
    expect(
      within(teacher).getByText('البريد الإلكتروني: \u2068karim@sabora.test\u2069, نشط: نعم'),
    ).toBeInTheDocument();
    expect(within(teacher).getByText('المعرّفات')).toBeInTheDocument();
    expect(screen.getByText('٣ إدخالات')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'كل الإجراءات' })).toBeInTheDocument();
  });

  it("words every action's summary in English exactly as the server does", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(i18next.t(`summaries.${action}`, { ns: 'audit' }), action).toBe(AUDIT_SUMMARIES[action]);
    }
  });
});
