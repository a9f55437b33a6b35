import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { type ProfileBody, profileBody, type User } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/use-update-profile';

const FIELD_LABELS: Record<keyof ProfileBody, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
};

/** The first rule of the shared schema that the form breaks, e.g. "First name is required". */
function profileProblem(values: ProfileBody): string | null {
  const result = profileBody.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  const label =
    typeof field === 'string' && field in FIELD_LABELS ? FIELD_LABELS[field as keyof ProfileBody] : '';
  return `${label} ${issue?.message ?? 'is not valid'}`.trim();
}

export function EditProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState<ProfileBody>({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();

  function field(name: keyof ProfileBody) {
    return {
      value: values[name],
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setSaved(false);
      },
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const problem = profileProblem(values);
    setError(problem);
    if (problem) return;
    update.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() },
      {
        onSuccess: () => setSaved(true),
        onError: (failure) => setError(failureMessage(failure, 'Profile update failed')),
      },
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="edit-profile-title">
      <Title order={2} size="h4" mb="md" id="edit-profile-title">
        Edit profile
      </Title>
      <form onSubmit={submit} noValidate aria-label="Edit profile">
        <Stack>
          <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          <FormFeedback error={error} success={saved ? 'Your profile has been updated.' : null} />
          <Button type="submit" loading={update.isPending} w="fit-content">
            Save changes
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
