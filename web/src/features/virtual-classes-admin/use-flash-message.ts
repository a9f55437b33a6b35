import { useCallback, useEffect, useState } from 'react';

/** The screen's messages vanish after 3 seconds. */
export const MESSAGE_MS = 3000;

export interface FlashMessage {
  text: string;
  ok: boolean;
}

/** A success or failure line that clears itself after MESSAGE_MS. */
export function useFlashMessage() {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((text: string, ok: boolean) => setMessage({ text, ok }), []);
  return { message, show, clear: useCallback(() => setMessage(null), []) };
}
