import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { type ProfileBody, profileBody, type User } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { problemOf } from '../../../lib/form-problems';
import { i18next } from '../../../lib/i18n/i18n';
import { useUpdateProfile } from '../api/use-update-profile';

const FIELDS = ['firstName', 'lastName', 'phone'] as const satisfies readonly (keyof ProfileBody)[];

/** The first rule of the shared schema that the form breaks, e.g. "First name is required". */
function profileProblem(values: ProfileBody): string | null {
  const result = profileBody.safeParse(values);
  const issue = result.error?.issues[0];
  if (!issue) return null;
  const field = FIELDS.find((name) => name === issue.path[0]) ?? 'firstName';
  return problemOf(issue, i18next.t(`edit.${field}`, { ns: 'profile' }));
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
  const { t } = useTranslation('profile');

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
        onError: (failure) => setError(failureMessage(failure, t('edit.failed'))),
      },
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="edit-profile-title">
      <Title order={2} size="h4" mb="md" id="edit-profile-title">
        {t('edit.title')}
      </Title>
      <form onSubmit={submit} noValidate aria-label={t('edit.title')}>
        <Stack>
          <TextInput label={t('edit.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('edit.lastName')} autoComplete="family-name" {...field('lastName')} />
          <TextInput label={t('edit.phone')} type="tel" autoComplete="tel" {...field('phone')} />
          <FormFeedback error={error} success={saved ? t('edit.saved') : null} />
          <Button type="submit" loading={update.isPending} w="fit-content">
            {t('edit.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
