import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/auth-layout';
import { LoginModeSwitch } from '../components/login-mode-switch';
import { ParentLoginForm } from '../components/parent-login-form';
import { StaffLoginForm } from '../components/staff-login-form';

type LoginMode = 'staff' | 'parent';

const MODES = [
  { label: 'login.staffMode', value: 'staff' },
  { label: 'login.parentMode', value: 'parent' },
] as const satisfies readonly { label: string; value: LoginMode }[];

export function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('staff');
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginModeSwitch
        label={t('login.type')}
        options={MODES.map(({ label, value }) => ({ label: t(label), value }))}
        value={mode}
        onChange={setMode}
      />
      {mode === 'staff' ? <StaffLoginForm /> : <ParentLoginForm />}
    </AuthLayout>
  );
}
