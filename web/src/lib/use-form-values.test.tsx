import { Button, MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldMessage, namedField } from './form-rules';
import { useFormValues } from './use-form-values';

/** A form as the app writes them: checks first, then a call that the server may refuse. */
function TitleAndDueDate({ refusal }: { refusal: ApiError }) {
  const form = useFormValues({ title: '', dueDate: '' }, { labels: { dueDate: 'Due date' } });
  const [alert, setAlert] = useState<string | null>(null);
  const [coverError, setCoverError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const errors = {
      title: form.values.title ? undefined : 'Title is required',
      dueDate: form.values.dueDate ? undefined : 'Due date is required',
    };
    if (form.showErrors(errors)) return;
    if (!form.takeServerError(refusal, { cover: setCoverError }))
      setAlert(`Failed to save: ${refusal.message}`);
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Item">
      <TextInput label="Title" {...form.bind('title')} />
      <TextInput label="Due date" {...form.bind('dueDate')} />
      <TextInput label="Cover" error={coverError} onChange={() => setCoverError(undefined)} />
      {alert ? <div role="alert">{alert}</div> : null}
      <Button type="submit">Save</Button>
    </form>
  );
}

function renderForm(refusal = new ApiError(400, 'dueDate: is in the past; choose a later date and time')) {
  render(
    <MantineProvider>
      <TitleAndDueDate refusal={refusal} />
    </MantineProvider>,
  );
  const user = userEvent.setup();
  return { user, save: () => user.click(screen.getByRole('button', { name: 'Save' })) };
}

describe('useFormValues: errors at the field', () => {
  it('shows each check at its field, focuses the first, and clears a field once it is changed', async () => {
    const { user, save } = renderForm();
    await save();

    const title = screen.getByLabelText('Title');
    const dueDate = screen.getByLabelText('Due date');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(dueDate).toHaveAccessibleDescription('Due date is required');
    expect(title).toHaveFocus();

    await user.type(title, 'W');
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    // The other field keeps its message until it is fixed too.
    expect(dueDate).toHaveAccessibleDescription('Due date is required');
    await user.type(dueDate, '2020-01-01');
    expect(screen.queryByText('Due date is required')).not.toBeInTheDocument();
  });

  it('puts a refusal that names a field at that field, and clears it when that field changes', async () => {
    const { user, save } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Worksheet');
    await user.type(screen.getByLabelText('Due date'), '2020-01-01');
    await save();

    const dueDate = screen.getByLabelText('Due date');
    expect(dueDate).toHaveAccessibleDescription('Due date is in the past; choose a later date and time');
    expect(dueDate).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), '!');
    expect(dueDate).toHaveAttribute('aria-invalid', 'true');
    await user.type(dueDate, '9');
    expect(dueDate).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('reaches a field kept outside the values through `others`', async () => {
    const { user, save } = renderForm(new ApiError(400, 'cover: choose an image to upload'));
    await user.type(screen.getByLabelText('Title'), 'Worksheet');
    await user.type(screen.getByLabelText('Due date'), '2030-01-01');
    await save();
    expect(screen.getByLabelText('Cover')).toHaveAccessibleDescription('Choose an image to upload');
  });

  it('keeps a refusal that names no field of the form in the form-level alert', async () => {
    for (const message of ['Request body is too large.', 'studentIds: 2 of them are not enrolled']) {
      const { user, save } = renderForm(new ApiError(409, message));
      await user.type(screen.getByLabelText('Title'), 'Worksheet');
      await user.type(screen.getByLabelText('Due date'), '2030-01-01');
      await save();
      expect(screen.getByRole('alert')).toHaveTextContent(`Failed to save: ${message}`);
      expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid', 'true');
      document.body.innerHTML = '';
    }
  });
});

describe('field messages', () => {
  it('reads the field a refusal names, and words it under the field', () => {
    expect(namedField('dueDate: is in the past')).toEqual({ field: 'dueDate', text: 'is in the past' });
    expect(namedField('subjects.0.teacher: choose a teacher')?.field).toBe('subjects.0.teacher');
    expect(namedField('file : le fichier est vide')).toEqual({ field: 'file', text: 'le fichier est vide' });
    expect(namedField('Cannot delete Physics: 2 homework(s) belong to it.')).toBeNull();
    expect(fieldMessage('Email', 'must be a valid email address')).toBe(
      'Email must be a valid email address',
    );
    expect(fieldMessage('Email', 'an account with this email already exists')).toBe(
      'An account with this email already exists',
    );
  });
});
