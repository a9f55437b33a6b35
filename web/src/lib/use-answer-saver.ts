import type { SaveAnswersBody } from '@sabora/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';

/** Answers chosen within this long go in one save: a student clicking through options sends one call. */
const BATCH_MS = 400;
/** A save that got no reply (offline) is tried again this often, with everything chosen since. */
const RETRY_MS = 3000;

/** 'idle' until the first choice; 'refused' when the server will not take answers any more (time up, submitted). */
export type AnswerSaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'refused';

/**
 * Saves multiple-choice answers on the server as they are chosen (quizzes and homework
 * questions), through `send` (one PUT …/answers call). Saves go one at a time, in order, batched
 * when answers come fast; a failed one keeps its answers for the next try (a later choice of the
 * same question replaces them). Unmounting sends what is pending.
 */
export function useAnswerSaver(send: (body: SaveAnswersBody) => Promise<unknown>) {
  const pending = useRef(new Map<string, string>());
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const [status, setStatus] = useState<AnswerSaveStatus>('idle');

  const sendPending = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(async () => {
      if (pending.current.size === 0) return;
      const batch = [...pending.current];
      pending.current.clear();
      setStatus('saving');
      try {
        await send({ answers: batch.map(([question, selectedAnswer]) => ({ question, selectedAnswer })) });
        if (pending.current.size === 0) setStatus('saved');
      } catch (failure) {
        if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
          // Time is up, or the work is handed in: trying again cannot help.
          setStatus('refused');
          return;
        }
        for (const [question, answer] of batch) {
          if (!pending.current.has(question)) pending.current.set(question, answer);
        }
        setStatus('retrying');
        if (mounted.current) timer.current = setTimeout(() => void sendPending(), RETRY_MS);
      }
    });
    return chain.current;
  }, [send]);

  const save = useCallback(
    (question: string, answer: string) => {
      pending.current.set(question, answer);
      setStatus('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void sendPending(), BATCH_MS);
    },
    [sendPending],
  );

  /** Nothing more to save: the work was handed in. */
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    pending.current.clear();
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void sendPending();
    };
  }, [sendPending]);

  return { save, stop, status };
}
