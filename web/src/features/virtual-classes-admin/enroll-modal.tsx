import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { StaffVirtualClass } from '@sabora/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { failureMessage } from '../../lib/api-client';
import { fullName } from '../../lib/format';
import { formatNumber } from '../../lib/i18n/format';
import { successText } from '../../lib/success-text';
import { useEnrollStudents } from './api/use-enroll-students';
import { useSubjectStudents } from './api/use-subject-students';
import { EnrollPreview } from './enroll-preview';
import { FlashMessageAlert } from './flash-message-alert';
import { useFlashMessage } from './use-flash-message';

/** The checklist scrolls inside the dialog past this height, so the buttons stay in view. */
const CHECKLIST_MAX_HEIGHT = 320;

interface EnrollModalProps {
  item: StaffVirtualClass;
  onEnrolled: (message: string) => void;
  onClose: () => void;
}

/**
 * Enroll students (admins): the students of the class's subject, the only ones it may take; those
 * already enrolled are ticked and fixed. The chosen ones are previewed before the call.
 */
export function EnrollModal({ item, onEnrolled, onClose }: EnrollModalProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const students = useSubjectStudents(item.subject._id);
  const enroll = useEnrollStudents();
  const failure = useFlashMessage();
  const [chosen, setChosen] = useState<string[]>([]);
  const enrolled = new Set(item.enrolledStudents.map((entry) => entry.student._id));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  function submit() {
    enroll.mutate(
      { id: item._id, studentIds: chosen },
      {
        onSuccess: (reply) => onEnrolled(successText(reply.message, t('done.enrolled'))),
        onError: (error) =>
          failure.show(failureMessage(error, t('enroll.failed'), t('enroll.failed')), false),
      },
    );
  }

  const names = new Map((students.data ?? []).map((s) => [s._id, fullName(s.user)]));
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('enroll.close') }}
      opened
      onClose={onClose}
      title={t('enroll.title')}
      size="lg"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="enroll.seats"
            count={item.maxParticipants}
            values={{
              title: item.title,
              subject: item.subject.name,
              taken: formatNumber(item.enrolledStudents.length),
            }}
            components={USER_TEXT_TAGS}
          />
        </Text>
        {students.isPending ? <LoadingText text={t('enroll.loading')} /> : null}
        {students.isError ? (
          <FailureAlert title={t('enroll.loadFailed')} onRetry={() => void students.refetch()} />
        ) : null}
        {students.data?.length === 0 ? <EmptyText text={t('enroll.none')} /> : null}
        {students.data?.length ? (
          <ScrollArea.Autosize mah={CHECKLIST_MAX_HEIGHT} type="auto">
            <Stack
              gap={6}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('enroll.students')}
            >
              {students.data.map((student) => (
                <li key={student._id}>
                  <Checkbox
                    label={
                      <>
                        <UserText>{fullName(student.user)}</UserText> (
                        <UserText>{student.studentId}</UserText>)
                      </>
                    }
                    description={enrolled.has(student._id) ? t('enroll.alreadyEnrolled') : undefined}
                    checked={enrolled.has(student._id) || chosen.includes(student._id)}
                    disabled={enrolled.has(student._id)}
                    onChange={(event) => toggle(student._id, event.currentTarget.checked)}
                  />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        ) : null}
        <EnrollPreview names={chosen.map((id) => names.get(id) ?? id)} />
        <FlashMessageAlert message={failure.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={enroll.isPending}>
            {t('enroll.cancel')}
          </Button>
          {/* Disabled while no student is chosen. */}
          <Button onClick={submit} disabled={chosen.length === 0} loading={enroll.isPending}>
            {t('enroll.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
