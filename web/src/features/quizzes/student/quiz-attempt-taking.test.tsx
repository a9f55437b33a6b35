import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import {
  KEY_AFTER_DUE_TEXT,
  listReply,
  makeKeyHiddenSubmission,
  makeQuizSubmission,
  QUIZ_SUBJECT,
  startReply,
} from '../../../../test/fixtures/quizzes-student';
import { base, dialog, graded, openQuiz, saved, secondsAgo, student } from '../../../../test/quiz-attempt';
import { renderApp } from '../../../../test/render-app';
import { calendarKeys } from '../../../lib/calendar/keys';

/** Taking a quiz: question by question, submitting, the result and its review, in Arabic too. */

/** Opens the quiz and submits it at once, every question unanswered. */
async function submitUnanswered() {
  const user = userEvent.setup();
  await openQuiz();
  const quiz = dialog();
  await user.click(quiz.getByRole('button', { name: 'Next' }));
  await user.click(quiz.getByRole('button', { name: 'Next' }));
  await user.click(quiz.getByRole('button', { name: 'Submit' }));
  await user.click(within(quiz.getByRole('alert')).getByRole('button', { name: 'Submit Now' }));
}

describe('taking a quiz (/quiz-students)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('moves question by question with Previous and Next, offers Submit on the last, and sends unanswered as ""', async () => {
    const began = Date.now();
    const api = stubApi({
      ...base,
      'POST /api/quizzes/quiz-1/start': startReply({ startedAt: secondsAgo(30), timeLeftSeconds: 570 }),
      'POST /api/quizzes/quiz-1/submit': graded,
      'PUT /api/quizzes/quiz-1/answers': saved,
    });
    const { queryClient } = renderApp('/quiz-students', { user: student });
    queryClient.setQueryData(calendarKeys.dueDates(), []);
    const user = userEvent.setup();
    await openQuiz();
    const quiz = dialog();

    expect(quiz.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(quiz.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(quiz.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // Answers start empty.
    expect(quiz.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    const first = within(quiz.getByRole('radiogroup', { name: 'What is the unit of force?' }));
    await user.click(first.getByRole('radio', { name: 'A. Newton' }));
    // The options are one radio group: the arrow keys move the choice.
    await user.keyboard('{ArrowDown}');
    expect(first.getByRole('radio', { name: 'B. Joule' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(first.getByRole('radio', { name: 'A. Newton' })).toBeChecked();

    await user.click(quiz.getByRole('button', { name: 'Next' }));
    expect(quiz.getByText('Question 2 of 3')).toHaveFocus();
    expect(quiz.getByRole('radiogroup', { name: 'Which law says F = ma?' })).toBeInTheDocument();
    expect(quiz.getByText('Think of acceleration.')).toBeInTheDocument();
    await user.click(quiz.getByRole('button', { name: 'Previous' }));
    expect(quiz.getByRole('radio', { name: 'A. Newton' })).toBeChecked();
    await user.click(quiz.getByRole('button', { name: 'Next' }));
    await user.click(quiz.getByRole('button', { name: 'Next' }));

    expect(quiz.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(quiz.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(quiz.getByRole('radio', { name: 'A. 9.8 m/s²' }));
    expect(quiz.getByText('Answered 2 of 3')).toBeInTheDocument();
    expect(quiz.getByText('1 unanswered question will count as wrong.')).toBeInTheDocument();
    // Each choice was saved on the server as it was made (the quick ones in one call).
    await waitFor(() => expect(quiz.getByText('Answers saved')).toBeInTheDocument());
    const saves = api.callsTo('PUT /api/quizzes/quiz-1/answers').flatMap((call) => {
      const { answers } = call.body as { answers: { question: string; selectedAnswer: string }[] };
      return answers;
    });
    const lastSaved = Object.fromEntries(saves.map((a) => [a.question, a.selectedAnswer]));
    expect(lastSaved).toEqual({ 'q-1': 'Newton', 'q-3': '9.8 m/s²' });

    // Submit asks first, saying how many are unanswered; Keep answering goes back.
    await user.click(quiz.getByRole('button', { name: 'Submit' }));
    const confirm = within(quiz.getByRole('alert'));
    expect(confirm.getByText('Submit your answers?')).toBeInTheDocument();
    expect(confirm.getByText(/^1 question is unanswered and will count as wrong\./)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Keep Answering' }));
    expect(api.callsTo('POST /api/quizzes/quiz-1/submit')).toHaveLength(0);
    await user.click(quiz.getByRole('button', { name: 'Submit' }));
    await user.click(within(quiz.getByRole('alert')).getByRole('button', { name: 'Submit Now' }));

    const result = within(await screen.findByRole('dialog', { name: 'Quiz Result' }));
    expect(result.queryByText('Time ran out')).not.toBeInTheDocument();
    expect(result.getByText('Score: 67%')).toBeInTheDocument();
    expect(result.getByText('Correct answers: 2/3')).toBeInTheDocument();
    expect(result.getByText('Graded')).toBeInTheDocument();
    // This quiz shows its answer key at once: nothing to wait for.
    expect(result.queryByText(/^Correct answers will be shown|not to show the correct answers/)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Forces check' })).not.toBeInTheDocument();

    const [sent] = api.callsTo('POST /api/quizzes/quiz-1/submit');
    const body = sent?.body as { answers: unknown; timeTaken: number };
    expect(body.answers).toEqual([
      { question: 'q-1', selectedAnswer: 'Newton' },
      { question: 'q-2', selectedAnswer: '' },
      { question: 'q-3', selectedAnswer: '9.8 m/s²' },
    ]);
    // Seconds since the server's start time, not since the modal opened.
    expect(body.timeTaken).toBeGreaterThanOrEqual(30);
    // …and no more than the 30 s before plus the seconds this test has run (slow on a busy machine).
    expect(body.timeTaken).toBeLessThanOrEqual(30 + Math.ceil((Date.now() - began) / 1000));

    // Then the list, the results and the calendar refresh.
    await waitFor(() => expect(api.callsTo('GET /api/quizzes/available').length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(api.callsTo('GET /api/quiz-submissions/my')).toHaveLength(2));
    expect(queryClient.getQueryState(calendarKeys.dueDates())?.isInvalidated).toBe(true);
    await user.click(result.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Quiz Result' })).not.toBeInTheDocument();
  });

  it('says in the result when the right answers will show, as the quiz keeps them back until its due date', async () => {
    const submission = makeKeyHiddenSubmission();
    stubApi({
      ...base,
      'POST /api/quizzes/quiz-1/start': startReply(),
      'POST /api/quizzes/quiz-1/submit': { body: { ...graded.body, submission } },
      'PUT /api/quizzes/quiz-1/answers': saved,
    });
    renderApp('/quiz-students', { user: student });
    await submitUnanswered();

    const result = within(await screen.findByRole('dialog', { name: 'Quiz Result' }));
    expect(result.getByText('Score: 67%')).toBeInTheDocument();
    expect(result.getByText(KEY_AFTER_DUE_TEXT)).toBeInTheDocument();
  });

  it("opens the attempt's per-question review in My Results from the result's Review Answers", async () => {
    // Eleven older attempts beside it: two pages of results, and only this attempt's review opens.
    const older = Array.from({ length: 11 }, (_, i) =>
      makeQuizSubmission({ _id: `old-${i}`, submittedAt: `2026-02-${String(i + 10)}T09:00:00.000Z` }),
    );
    const fresh = makeQuizSubmission({
      _id: 'quiz-sub-new',
      quiz: { _id: 'quiz-1', title: 'Forces check', subject: QUIZ_SUBJECT },
      submittedAt: '2026-03-05T09:00:00.000Z',
    });
    let submitted = false;
    stubApi({
      ...base,
      'GET /api/quiz-submissions/my': () => listReply(submitted ? [...older, fresh] : older),
      'POST /api/quizzes/quiz-1/start': startReply(),
      'POST /api/quizzes/quiz-1/submit': () => {
        submitted = true;
        return { body: { ...graded.body, submission: fresh } };
      },
      'PUT /api/quizzes/quiz-1/answers': saved,
    });
    renderApp('/quiz-students', { user: student });
    const user = userEvent.setup();
    await submitUnanswered();

    const result = within(await screen.findByRole('dialog', { name: 'Quiz Result' }));
    await user.click(result.getByRole('button', { name: 'Review Answers' }));
    expect(screen.queryByRole('dialog', { name: 'Quiz Result' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Results' })).toHaveAttribute('aria-selected', 'true');
    const card = within(await screen.findByRole('article', { name: 'Forces check' }));
    const review = card.getByRole('button', { name: 'Review Answers' });
    await waitFor(() => expect(review).toHaveAttribute('aria-expanded', 'true'));
    expect(review).toHaveFocus();
    expect(card.getByText('What is the unit of force?')).toBeVisible();
    // Only that attempt's review is open.
    const others = screen.getAllByRole('button', { name: 'Review Answers' }).filter((b) => b !== review);
    expect(others.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it("keeps the attempt open when the submit fails, with the server's reason else 'Failed to submit quiz'", async () => {
    let reply: { status: number; body: unknown } = { status: 500, body: { success: false } };
    stubApi({
      ...base,
      'POST /api/quizzes/quiz-1/start': startReply({ questions: startReply().body.questions.slice(0, 1) }),
      'POST /api/quizzes/quiz-1/submit': () => reply,
    });
    renderApp('/quiz-students', { user: student });
    await openQuiz();
    const user = userEvent.setup();

    const submitNow = async () => {
      await user.click(dialog().getByRole('button', { name: 'Submit' }));
      await user.click(dialog().getByRole('button', { name: 'Submit Now' }));
    };
    await submitNow();
    expect(await dialog().findByRole('alert')).toHaveTextContent('Failed to submit quiz');
    reply = { status: 400, body: { success: false, message: 'answers: must be a list of answers' } };
    await submitNow();
    await waitFor(() =>
      expect(dialog().getByRole('alert')).toHaveTextContent('answers: must be a list of answers'),
    );
    expect(screen.queryByRole('dialog', { name: 'Quiz Result' })).not.toBeInTheDocument();
  });

  // The quiz screens in Arabic, with minutes and questions as real Arabic plurals.
  it('takes the quiz in Arabic: card, ready prompt, question counter, plurals and navigation', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      ...base,
      'POST /api/quizzes/quiz-1/start': startReply({ startedAt: secondsAgo(5), timeLeftSeconds: 595 }),
      'PUT /api/quizzes/quiz-1/answers': saved,
    });
    renderApp('/quiz-students', { user: student });
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'الاختبارات المتاحة' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Forces check' }));
    expect(card.getByText('المدة: ١٠ دقائق')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'ابدأ' }));
    const ready = within(await screen.findByRole('dialog', { name: 'مستعد؟ المؤقت يبدأ الآن' }));
    expect(ready.getByText('٣ أسئلة، ١٠ دقائق.')).toBeInTheDocument();
    await user.click(ready.getByRole('button', { name: 'ابدأ الاختبار' }));

    const quiz = within(await screen.findByRole('dialog', { name: 'Forces check' }));
    expect(quiz.getByText('السؤال ١ من ٣')).toBeInTheDocument();
    expect(quiz.getByRole('timer', { name: 'الوقت المتبقي' })).toBeInTheDocument();
    await user.click(quiz.getByRole('button', { name: 'التالي' }));
    await user.click(quiz.getByRole('button', { name: 'التالي' }));
    expect(quiz.getByText('٣ أسئلة بدون إجابة ستُحتسب خطأ.')).toBeInTheDocument();
    await user.click(quiz.getByRole('button', { name: 'تسليم' }));
    expect(quiz.getByText(/يوجد ٣ أسئلة بدون إجابة وستُحتسب خطأ\./)).toBeInTheDocument();
  });
});
