import type { StaffVirtualClass } from '@sabora/contract';
import { CancelClassModal } from './cancel-class-modal';
import { ClassFormModal } from './class-form-modal';
import { DeleteClassModal } from './delete-class-modal';
import { EnrollModal } from './enroll-modal';
import { EnrolledStudentsModal } from './enrolled-students-modal';

/** The dialog open on the page, mounted only while open; `item: null` is a new class. */
export type OpenModal =
  | { kind: 'form'; item: StaffVirtualClass | null }
  | { kind: 'enroll' | 'enrolled' | 'cancel' | 'delete'; item: StaffVirtualClass };

interface ClassModalsProps {
  modal: OpenModal | null;
  withTeacher: boolean;
  /** A save, enrolment, cancellation or delete succeeded with the server's text. */
  onDone: (message: string) => void;
  onClose: () => void;
}

export function ClassModals({ modal, withTeacher, onDone, onClose }: ClassModalsProps) {
  if (!modal) return null;
  switch (modal.kind) {
    case 'form':
      return (
        <ClassFormModal editing={modal.item} withTeacher={withTeacher} onSaved={onDone} onClose={onClose} />
      );
    case 'enroll':
      return <EnrollModal item={modal.item} onEnrolled={onDone} onClose={onClose} />;
    case 'enrolled':
      return <EnrolledStudentsModal item={modal.item} onClose={onClose} />;
    case 'cancel':
      return (
        <CancelClassModal
          item={modal.item}
          withTeacher={withTeacher}
          onCancelled={onDone}
          onClose={onClose}
        />
      );
    case 'delete':
      return <DeleteClassModal item={modal.item} onDeleted={onDone} onClose={onClose} />;
  }
}
