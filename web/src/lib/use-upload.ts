import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress } from './upload-with-progress';

/** One form's upload: how far it is, and how to start and stop it (components/upload-progress-bar). */
export interface UploadState {
  /** The fraction sent, 0 to 1, while an upload runs; null otherwise. */
  fraction: number | null;
  /** Begins an upload: what to hand to `uploadWithProgress`. A previous upload still running is stopped. */
  start: () => UploadProgress;
  /** Stops the running upload; its call then fails with an AbortError (`wasCancelled`). */
  cancel: () => void;
  /** The upload ended (sent, refused or stopped): the bar goes away. */
  finish: () => void;
}

/**
 * The progress and the stop button of a form's upload. Leaving the form (closing the dialog, going
 * to another page) stops an upload still running, so nobody believes work was sent that was not.
 */
export function useUpload(): UploadState {
  const [fraction, setFraction] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback((): UploadProgress => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setFraction(0);
    return {
      signal: controller.signal,
      onProgress: (sent) => {
        if (running.current === controller) setFraction(sent);
      },
    };
  }, []);
  const cancel = useCallback(() => running.current?.abort(), []);
  const finish = useCallback(() => {
    running.current = null;
    setFraction(null);
  }, []);
  return { fraction, start, cancel, finish };
}
