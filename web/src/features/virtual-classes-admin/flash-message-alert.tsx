import { FormFeedback } from '../../components/form-feedback';
import type { FlashMessage } from './use-flash-message';

/** A flash message as the form feedback line: green for a success, red for a failure. */
export function FlashMessageAlert({ message }: { message: FlashMessage | null }) {
  return (
    <FormFeedback
      error={message && !message.ok ? message.text : null}
      success={message?.ok ? message.text : null}
    />
  );
}
