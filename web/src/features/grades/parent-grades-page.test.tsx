import type { MyChild } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeChild, makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeHomeworkSubmission, makeStudentHomework } from '../../../test/fixtures/homeworks-student';
import { listReply } from '../../../test/fixtures/quizzes-student';
import { meReply, renderApp } from '../../../test/render-app';
import { PARENT_GRADES_PATH } from '../../lib/paths';

const parent = makeUser({ role: 'parent', firstName: 'Khaled', lastName: 'Mostafa' });

const youssef = makeChild('child-1', 'Youssef');
const laila = makeChild('child-2', 'Laila');

const homeworkOf = (studentId: string | null) =>
  makeHomeworkSubmission(
    makeStudentHomework({
      _id: `hw-${studentId}`,
      title: studentId === 'child-2' ? 'Essay plan' : 'Quadratics',
    }),
    { status: 'graded', grade: studentId === 'child-2' ? 93 : 88 },
  );

function stubParent(children: MyChild[]) {
  const byChild = ({ search }: { search: string }) => {
    const student = new URLSearchParams(search).get('student');
    return listReply(student ? [homeworkOf(student)] : []);
  };
  return stubApi({
    'GET /api/auth/me': meReply(parent),
    'GET /api/parents/me/children': { body: { success: true, data: children } },
    'GET /api/homework-submissions/my': byChild,
    'GET /api/quiz-submissions/my': listReply([]),
    'GET /api/exam-submissions/my': listReply([]),
    'GET /api/students/me/progress': {
      body: { success: true, data: { subjects: [], attendance: { attended: 0, total: 0 } } },
    },
  });
}

describe("a parent's grades (Grades card)", { timeout: 15_000 }, () => {
  it("shows an only child's grades, asking the /my calls for that child", async () => {
    const api = stubParent([youssef]);
    renderApp(PARENT_GRADES_PATH, { user: parent });

    expect(await screen.findByRole('heading', { name: "Youssef Mostafa's Grades" })).toBeInTheDocument();
    const card = within(await screen.findByRole('listitem', { name: 'Quadratics' }));
    expect(card.getByText('88/100')).toBeInTheDocument();
    expect(card.getByLabelText('Band B')).toBeInTheDocument();
    for (const key of [
      'GET /api/homework-submissions/my',
      'GET /api/quiz-submissions/my',
      'GET /api/exam-submissions/my',
    ]) {
      expect(new URLSearchParams(api.callsTo(key)[0]?.search).get('student'), key).toBe('child-1');
    }
    expect(screen.queryByText('Child')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers a child picker with several children and switches between them', async () => {
    stubParent([youssef, laila]);
    const { router } = renderApp(PARENT_GRADES_PATH, { user: parent });

    expect(await screen.findByRole('listitem', { name: 'Quadratics' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Laila Mostafa'));
    expect(await screen.findByRole('heading', { name: "Laila Mostafa's Grades" })).toBeInTheDocument();
    expect(await screen.findByText('93/100')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Quadratics' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?student=child-2'));
  });

  it('opens the child named in the address', async () => {
    stubParent([youssef, laila]);
    renderApp(`${PARENT_GRADES_PATH}?student=child-2`, { user: parent });
    expect(await screen.findByRole('listitem', { name: 'Essay plan' })).toBeInTheDocument();
  });

  it('says so when no child is linked to the account', async () => {
    stubParent([]);
    renderApp(PARENT_GRADES_PATH, { user: parent });
    expect(await screen.findByText(/No children are linked to your account yet/)).toBeInTheDocument();
  });

  it('is not open to students, whose grades are at /grades', async () => {
    const student = makeUser({ role: 'student' });
    stubApi({ 'GET /api/auth/me': meReply(student) });
    const { router } = renderApp(PARENT_GRADES_PATH, { user: student });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
