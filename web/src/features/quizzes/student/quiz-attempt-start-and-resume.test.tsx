import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { listReply, makeAvailableQuiz, startReply } from '../../../../test/fixtures/quizzes-student';
import { base, dialog, graded, openQuiz, saved, secondsAgo, student } from '../../../../test/quiz-attempt';
import { renderApp } from '../../../../test/render-app';

/** Starting a quiz and coming back to it: the ready prompt, the clock, leaving, resuming, saving. */

const timer = () => screen.getByRole('timer', { name: 'Time left' });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function startFromCard() {
  const card = within(await screen.findByRole('article', { name: 'Forces check' }));
  const user = userEvent.setup();
  await user.click(card.getByRole('button', { name: 'Start' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Ready? The timer starts now' })).getByRole('button', {
      name: 'Start Quiz',
    }),
  );
  return card;
}

describe('taking a quiz (/quiz-students)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('runs the clock from the time left, ticking each second, and submits by itself at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resumed = makeAvailableQuiz({ attempt: { startedAt: secondsAgo(538), timeLeftSeconds: 62 } });
    const api = stubApi({
      ...base,
      'GET /api/quizzes/available': listReply([resumed]),
      // A 10-minute quiz started earlier: the clock must not restart at 10:00.
      'POST /api/quizzes/quiz-1/start': startReply({ startedAt: secondsAgo(538), timeLeftSeconds: 62 }),
      'POST /api/quizzes/quiz-1/submit': graded,
      'PUT /api/quizzes/quiz-1/answers': saved,
    });
    renderApp('/quiz-students', { user: student });
    await openQuiz('Resume');

    expect(timer()).toHaveTextContent('1:02');
    await tick(1000);
    expect(timer()).toHaveTextContent('1:01');
    await tick(2000);
    expect(timer()).toHaveTextContent('0:59');
    expect(dialog().getByText('Less than a minute left.')).toBeInTheDocument();
    await act(() =>
      userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime })
        .click(dialog().getByRole('radio', { name: 'B. Joule' })),
    );
    expect(api.callsTo('POST /api/quizzes/quiz-1/submit')).toHaveLength(0);

    await tick(59_000);
    const result = within(await screen.findByRole('dialog', { name: 'Quiz Result' }));
    expect(result.getByText('Time ran out')).toBeInTheDocument();
    expect(
      result.getByText('Your quiz was submitted for you with the answers you had chosen.'),
    ).toBeInTheDocument();
    const calls = api.callsTo('POST /api/quizzes/quiz-1/submit');
    expect(calls).toHaveLength(1);
    expect((calls[0]?.body as { answers: unknown } | undefined)?.answers).toEqual([
      { question: 'q-1', selectedAnswer: 'Joule' },
      { question: 'q-2', selectedAnswer: '' },
      { question: 'q-3', selectedAnswer: '' },
    ]);
  });

  it("refuses to start without a questions array: 'Quiz questions could not be loaded.'", async () => {
    const { questions: _left, ...withoutQuestions } = startReply().body;
    stubApi({ ...base, 'POST /api/quizzes/quiz-1/start': { body: withoutQuestions } });
    renderApp('/quiz-students', { user: student });
    const card = await startFromCard();

    expect(await card.findByRole('alert')).toHaveTextContent('Quiz questions could not be loaded.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's reason for not starting, else 'Failed to start quiz'", async () => {
    let reply: { status: number; body: unknown } = {
      status: 409,
      body: { success: false, message: 'The due date of this quiz has passed.' },
    };
    stubApi({ ...base, 'POST /api/quizzes/quiz-1/start': () => reply });
    renderApp('/quiz-students', { user: student });
    const card = await startFromCard();
    expect(await card.findByRole('alert')).toHaveTextContent('The due date of this quiz has passed.');
    reply = { status: 500, body: { success: false } };
    await startFromCard();
    await waitFor(() => expect(card.getByRole('alert')).toHaveTextContent('Failed to start quiz'));
  });

  it('warns that the timer keeps running before closing, and a resume finds the answers given', async () => {
    const startedAt = secondsAgo(10);
    const api = stubApi({
      ...base,
      'POST /api/quizzes/quiz-1/start': startReply({ startedAt, timeLeftSeconds: 590 }),
      'PUT /api/quizzes/quiz-1/answers': saved,
    });
    renderApp('/quiz-students', { user: student });
    await openQuiz();
    const user = userEvent.setup();
    await user.click(dialog().getByRole('radio', { name: 'C. Watt' }));

    await user.keyboard('{Escape}');
    const warning = within(dialog().getByRole('alert'));
    expect(warning.getByText('Leave this quiz?')).toBeInTheDocument();
    expect(warning.getByText(/The timer keeps running while the quiz is closed/)).toBeInTheDocument();
    await user.click(warning.getByRole('button', { name: 'Keep Answering' }));
    expect(dialog().getByRole('radio', { name: 'C. Watt' })).toBeChecked();

    await user.click(dialog().getByRole('button', { name: 'Close Quiz' }));
    await user.click(within(dialog().getByRole('alert')).getByRole('button', { name: 'Leave Quiz' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/quizzes/quiz-1/submit')).toHaveLength(0);

    // The server hands back the same attempt: the answer given is still there.
    await openQuiz();
    expect(dialog().getByRole('radio', { name: 'C. Watt' })).toBeChecked();
    expect(api.callsTo('POST /api/quizzes/quiz-1/start')).toHaveLength(2);
  });

  it('starts the clock only once the student says they are ready', async () => {
    const api = stubApi({ ...base, 'POST /api/quizzes/quiz-1/start': startReply() });
    renderApp('/quiz-students', { user: student });
    const card = within(await screen.findByRole('article', { name: 'Forces check' }));
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Start' }));
    const ready = within(await screen.findByRole('dialog', { name: 'Ready? The timer starts now' }));
    expect(ready.getByText('3 questions, 10 minutes.')).toBeInTheDocument();
    await user.click(ready.getByRole('button', { name: 'Not Yet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/quizzes/quiz-1/start')).toHaveLength(0);
  });

  it('a resume on another device finds the answers saved on the server, and saves what only this tab had', async () => {
    const startedAt = secondsAgo(60);
    // This tab chose q-3 while the server could not hear it; the server has q-1 and q-2 from another device.
    sessionStorage.setItem(`sabora.quiz-answers.quiz-1.${startedAt}`, JSON.stringify({ 'q-3': '1 m/s²' }));
    const api = stubApi({
      ...base,
      'GET /api/quizzes/available': listReply([
        makeAvailableQuiz({ attempt: { startedAt, timeLeftSeconds: 540 } }),
      ]),
      'POST /api/quizzes/quiz-1/start': startReply({
        startedAt,
        timeLeftSeconds: 540,
        answers: [
          { question: 'q-1', selectedAnswer: 'Joule' },
          { question: 'q-2', selectedAnswer: 'Second' },
        ],
      }),
      'PUT /api/quizzes/quiz-1/answers': saved,
    });
    renderApp('/quiz-students', { user: student });
    await openQuiz('Resume');
    expect(dialog().getByText('Answered 3 of 3')).toBeInTheDocument();
    expect(dialog().getByRole('radio', { name: 'B. Joule' })).toBeChecked();
    await waitFor(() => expect(api.callsTo('PUT /api/quizzes/quiz-1/answers')).toHaveLength(1));
    expect(api.callsTo('PUT /api/quizzes/quiz-1/answers')[0]?.body).toEqual({
      answers: [{ question: 'q-3', selectedAnswer: '1 m/s²' }],
    });
  });

  it('keeps a failed save for the next try', async () => {
    let reply: { status: number; body: unknown } = { status: 503, body: { success: false } };
    const api = stubApi({
      ...base,
      'POST /api/quizzes/quiz-1/start': startReply(),
      'PUT /api/quizzes/quiz-1/answers': () => reply,
    });
    renderApp('/quiz-students', { user: student });
    await openQuiz();
    await userEvent.setup().click(dialog().getByRole('radio', { name: 'B. Joule' }));
    expect(await dialog().findByText('Answers not saved yet: trying again…')).toBeInTheDocument();
    reply = { status: 200, body: { success: true, timeLeftSeconds: 590 } };
    expect(await dialog().findByText('Answers saved', {}, { timeout: 5000 })).toBeInTheDocument();
    const calls = api.callsTo('PUT /api/quizzes/quiz-1/answers');
    expect(calls.at(-1)?.body).toEqual({ answers: [{ question: 'q-1', selectedAnswer: 'Joule' }] });
  });
});
