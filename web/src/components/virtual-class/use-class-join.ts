import type { StudentVirtualClass } from '@sabora/contract';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../lib/api-client';
import { i18next } from '../../lib/i18n/i18n';
import { successText } from '../../lib/success-text';
import { useJoinClass } from '../../lib/virtual-classes/use-join-class';

/** Join messages clear after 3 s. */
export const JOIN_MESSAGE_MS = 3000;

export interface JoinMessage {
  classId: string;
  text: string;
  ok: boolean;
}

/**
 * Joining a class from the student's screens (docs/product/rules.md, "Joining and attendance"): the
 * join call (it enrols the student if need be and records attendance), the meeting in a new tab,
 * and the 3 s message.
 */
export function useClassJoin() {
  const join = useJoinClass();
  // A second mutation, so recording an enrolled student's attendance never shows as "joining".
  const record = useJoinClass();
  const [message, setMessage] = useState<JoinMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), JOIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  /** The join call first, then the meeting the reply names. */
  function joinThenOpen(item: StudentVirtualClass) {
    // Opened now, inside the click, so a pop-up blocker lets it through; pointed at the meeting once
    // the join call answers.
    const tab = window.open('', '_blank');
    join.mutate(item._id, {
      onSuccess: (reply) => {
        const link = reply.meetingLink ?? item.meetingLink;
        if (tab && link) {
          tab.opener = null;
          tab.location.href = link;
        } else {
          tab?.close();
        }
        setMessage({
          classId: item._id,
          text: successText(reply.message, i18next.t('classJoin.success')),
          ok: true,
        });
      },
      onError: (error) => {
        tab?.close();
        setMessage({
          classId: item._id,
          text: failureMessage(error, i18next.t('classJoin.failure'), i18next.t('classJoin.failure')),
          ok: false,
        });
      },
    });
  }

  /**
   * An enrolled student's meeting opens at once. The join call still goes out behind it,
   * unwaited and unannounced, because it is what records attendance (docs/decisions.md).
   */
  function openNow(item: StudentVirtualClass) {
    if (!item.meetingLink) return;
    window.open(item.meetingLink, '_blank', 'noopener,noreferrer');
    record.mutate(item._id);
  }

  return {
    joinThenOpen,
    openNow,
    messageFor: (classId: string) => (message?.classId === classId ? message : null),
    isJoining: (classId: string) => join.isPending && join.variables === classId,
  };
}
