import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { type ProfileBody, profileBody, type User } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { problemsByField } from '../../../lib/form-problems';
import { i18next } from '../../../lib/i18n/i18n';
import { useFormValues } from '../../../lib/use-form-values';
import { useUpdateProfile } from '../api/use-update-profile';

/** "First name": a field as its problems name it, in the page's language. */
const labelOf = (path: readonly PropertyKey[]) =>
  i18next.t(`edit.${String(path[0]) as keyof ProfileBody}`, { ns: 'profile' });

/** Each rule of the shared schema that the form breaks, at its field ("First name is required"). */
function profileErrors(values: ProfileBody): Record<string, string> {
  const result = profileBody.safeParse(values);
  return result.success ? {} : problemsByField(result.error.issues, labelOf);
}

export function EditProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const form = useFormValues<ProfileBody>(
    { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    { labels: { firstName: t('edit.firstName'), lastName: t('edit.lastName'), phone: t('edit.phone') } },
  );
  const [error, setError] = useState<string | null>(null);
  // The values last saved: "saved" shows until a field is changed.
  const [savedValues, setSavedValues] = useState<ProfileBody | null>(null);
  const update = useUpdateProfile();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSavedValues(null);
    setError(null);
    const { values } = form;
    if (form.showErrors(profileErrors(values))) return;
    update.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() },
      {
        onSuccess: () => setSavedValues(values),
        onError: (failure) => {
          if (!form.takeServerError(failure)) setError(failureMessage(failure, t('edit.failed')));
        },
      },
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="edit-profile-title">
      <Title order={2} size="h4" mb="md" id="edit-profile-title">
        {t('edit.title')}
      </Title>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('edit.title')}>
        <Stack>
          <TextInput label={t('edit.firstName')} autoComplete="given-name" {...form.bind('firstName')} />
          <TextInput label={t('edit.lastName')} autoComplete="family-name" {...form.bind('lastName')} />
          <TextInput label={t('edit.phone')} type="tel" autoComplete="tel" {...form.bind('phone')} />
          <FormFeedback error={error} success={savedValues === form.values ? t('edit.saved') : null} />
          <Button type="submit" loading={update.isPending} w="fit-content">
            {t('edit.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
