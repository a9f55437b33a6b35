import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import {
  FUTURE,
  KEY_AFTER_DUE_TEXT,
  listReply,
  makeAvailableQuiz,
  makeKeyHiddenSubmission,
  makeQuizSubmission,
  QUIZ_SUBJECT,
} from '../../../../test/fixtures/quizzes-student';
import { makeSubject, subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';
import { wholeText } from '../../../../test/whole-text';

const student = makeUser({ role: 'student', firstName: 'Omar', lastName: 'Said' });
const base = {
  'GET /api/auth/me': meReply(student),
  'GET /api/subjects': subjectsReply([
    makeSubject({ _id: 'subject-1', name: 'Physics' }),
    makeSubject({ _id: 'subject-2', name: 'Chemistry' }),
  ]),
  'GET /api/quiz-submissions/my': listReply([]),
};

const forces = makeAvailableQuiz();
const acids = makeAvailableQuiz({
  _id: 'quiz-2',
  title: 'Acids and bases',
  subject: { _id: 'subject-2', name: 'Chemistry', title: 'Chemistry' },
});
// The subject filter keeps a quiz that names no subject whatever is chosen.
const general = { ...makeAvailableQuiz({ _id: 'quiz-3', title: 'Study skills' }), subject: null };

const titles = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const openResults = () => userEvent.setup().click(screen.getByRole('tab', { name: 'My Results' }));

describe('student quizzes (/quiz-students)', { timeout: 15_000 }, () => {
  it('lists the available quizzes with subject, duration, questions and due date, and Start or Resume', async () => {
    const running = makeAvailableQuiz({
      _id: 'quiz-4',
      title: 'Half-done quiz',
      attempt: { startedAt: '2026-03-01T09:00:00.000Z', timeLeftSeconds: 120 },
    });
    stubApi({ ...base, 'GET /api/quizzes/available': listReply([forces, running]) });
    renderApp('/quiz-students', { user: student });

    expect(await screen.findByRole('heading', { name: 'Quizzes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Available Quizzes' })).toHaveAttribute('aria-selected', 'true');
    const card = within(await screen.findByRole('article', { name: 'Forces check' }));
    expect(card.getByText(wholeText('Subject: Physics'))).toBeInTheDocument();
    expect(card.getByText('Duration: 10 minutes')).toBeInTheDocument();
    expect(card.getByText('Questions: 3')).toBeInTheDocument();
    expect(card.getByText('Newton laws in ten minutes.')).toBeInTheDocument();
    expect(
      card.getByText(new Date(FUTURE).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Start' })).toBeEnabled();
    const other = within(screen.getByRole('article', { name: 'Half-done quiz' }));
    expect(other.getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(other.getByText('In progress')).toBeInTheDocument();
  });

  it('filters by subject, keeping quizzes that name no subject', async () => {
    stubApi({ ...base, 'GET /api/quizzes/available': listReply([forces, acids, general]) });
    renderApp('/quiz-students', { user: student });
    await screen.findByRole('article', { name: 'Forces check' });
    const user = userEvent.setup();
    const filter = screen.getByLabelText('Subject');

    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All subjects', 'Chemistry', 'Physics']);
    await user.selectOptions(filter, 'Chemistry');
    expect(titles()).toEqual(['Acids and bases', 'Study skills']);
    await user.selectOptions(filter, 'Physics');
    expect(titles()).toEqual(['Forces check', 'Study skills']);
    await user.selectOptions(filter, 'All subjects');
    expect(titles()).toEqual(['Forces check', 'Acids and bases', 'Study skills']);
  });

  it('accepts a bare array, and says when there is no quiz', async () => {
    stubApi({ ...base, 'GET /api/quizzes/available': { body: [forces] } });
    const first = renderApp('/quiz-students', { user: student });
    expect(await screen.findByRole('article', { name: 'Forces check' })).toBeInTheDocument();
    first.unmount();

    stubApi({ ...base, 'GET /api/quizzes/available': listReply([]) });
    renderApp('/quiz-students', { user: student });
    expect(await screen.findByText('No quizzes available at the moment.')).toBeInTheDocument();
  });

  it("shows 'Failed to load quizzes. Please try again.' and 'Invalid data format received', and Try Again reloads", async () => {
    let reply: { status: number; body: unknown } = { status: 500, body: { success: false } };
    const api = stubApi({ ...base, 'GET /api/quizzes/available': () => reply });
    const first = renderApp('/quiz-students', { user: student });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load quizzes. Please try again.');
    reply = { status: 200, body: listReply([forces]).body };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Forces check' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/quizzes/available')).toHaveLength(2);
    first.unmount();

    stubApi({ ...base, 'GET /api/quizzes/available': { body: { success: true, data: { quizzes: [] } } } });
    renderApp('/quiz-students', { user: student });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data format received');
  });

  it('My Results shows each attempt with its status, score, correct/total, time taken, date and review', async () => {
    const late = makeQuizSubmission({
      _id: 'quiz-sub-2',
      quiz: { _id: 'quiz-9', title: 'Energy quiz', subject: QUIZ_SUBJECT },
      status: 'late',
      isLate: true,
      score: 100,
      grade: 100,
      correctAnswers: 1,
      totalQuestions: 1,
      timeTaken: 45,
      submittedAt: '2026-03-05T09:00:00.000Z',
      feedback: 'Well done.',
      // The server submitted it when the time ran out.
      autoSubmitted: true,
      answers: [],
    });
    stubApi({
      ...base,
      'GET /api/quizzes/available': listReply([]),
      'GET /api/quiz-submissions/my': { body: [makeQuizSubmission(), late] },
    });
    renderApp('/quiz-students', { user: student });
    await screen.findByText('No quizzes available at the moment.');
    await openResults();

    // Newest first.
    expect(titles()).toEqual(['Energy quiz', 'Motion basics']);
    const card = within(screen.getByRole('article', { name: 'Motion basics' }));
    expect(card.getByText('Graded')).toBeInTheDocument();
    expect(card.getByText(wholeText('Subject: Physics'))).toBeInTheDocument();
    expect(card.getByText('Score: 67%')).toBeInTheDocument();
    expect(card.getByText('Correct answers: 2/3')).toBeInTheDocument();
    expect(card.getByText('Time taken: 4m 05s')).toBeInTheDocument();
    expect(card.queryByText(/^Time ran out/)).not.toBeInTheDocument();
    expect(
      card.getByText(
        new Date('2026-03-01T09:04:05.000Z').toLocaleString(undefined, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      ),
    ).toBeInTheDocument();

    await userEvent.setup().click(card.getByRole('button', { name: 'Review Answers' }));
    const review = within(card.getByRole('list'));
    const [first, second, third] = review.getAllByRole('listitem').map((item) => within(item));
    expect(first?.getByText('Right')).toBeInTheDocument();
    expect(first?.getByText(wholeText('Your answer: Newton'))).toBeInTheDocument();
    expect(second?.getByText('Wrong')).toBeInTheDocument();
    expect(second?.getByText(wholeText('Your answer: First'))).toBeInTheDocument();
    expect(second?.getByText(wholeText('Correct answer: Second'))).toBeInTheDocument();
    expect(third?.getByText(wholeText('Your answer: Not answered'))).toBeInTheDocument();
    expect(third?.getByText(wholeText('Correct answer: 9.8 m/s²'))).toBeInTheDocument();

    const other = within(screen.getByRole('article', { name: 'Energy quiz' }));
    expect(other.getByText('Late')).toBeInTheDocument();
    expect(other.getByText('Time taken: 0m 45s')).toBeInTheDocument();
    expect(other.getByText(wholeText('Feedback: Well done.'))).toBeInTheDocument();
    expect(
      other.getByText('Time ran out: the quiz was submitted for you with the answers you saved.'),
    ).toBeInTheDocument();
  });

  it('My Results says when the right answers will show while the quiz keeps them back, and shows only the student’s answers', async () => {
    const afterDue = makeKeyHiddenSubmission();
    const never = makeKeyHiddenSubmission({
      _id: 'quiz-sub-3',
      quiz: { _id: 'quiz-8', title: 'Secret quiz', subject: QUIZ_SUBJECT },
      showCorrectAnswers: 'never',
      answerKeyFrom: null,
    });
    stubApi({
      ...base,
      'GET /api/quizzes/available': listReply([]),
      'GET /api/quiz-submissions/my': listReply([afterDue, never]),
    });
    renderApp('/quiz-students', { user: student });
    await screen.findByText('No quizzes available at the moment.');
    await openResults();
    const user = userEvent.setup();

    const card = within(await screen.findByRole('article', { name: 'Motion basics' }));
    expect(card.getByText('Score: 67%')).toBeInTheDocument();
    expect(card.getByText('Correct answers: 2/3')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Review Answers' }));
    expect(card.getByText(KEY_AFTER_DUE_TEXT)).toBeInTheDocument();
    expect(card.getByText(wholeText('Your answer: First'))).toBeInTheDocument();
    expect(card.queryByText(/^Correct answer:/)).not.toBeInTheDocument();
    expect(card.queryByText('Right')).not.toBeInTheDocument();
    expect(card.queryByText('Wrong')).not.toBeInTheDocument();

    const secret = within(screen.getByRole('article', { name: 'Secret quiz' }));
    await user.click(secret.getByRole('button', { name: 'Review Answers' }));
    expect(secret.getByText('The teacher has chosen not to show the correct answers.')).toBeInTheDocument();
    expect(secret.queryByText(/^Correct answer:/)).not.toBeInTheDocument();
  });

  it("My Results says 'No quiz results found.' and 'Failed to load quiz results. Please try again.'", async () => {
    stubApi({ ...base, 'GET /api/quizzes/available': listReply([]) });
    const first = renderApp('/quiz-students', { user: student });
    await screen.findByText('No quizzes available at the moment.');
    await openResults();
    expect(await screen.findByText('No quiz results found.')).toBeInTheDocument();
    first.unmount();

    stubApi({
      ...base,
      'GET /api/quizzes/available': listReply([]),
      'GET /api/quiz-submissions/my': { status: 500, body: { success: false } },
    });
    renderApp('/quiz-students', { user: student });
    await screen.findByText('No quizzes available at the moment.');
    await openResults();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load quiz results. Please try again.',
    );
  });
});
