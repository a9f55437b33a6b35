import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { AuthLayout } from '../../../components/auth-layout';
import { ParentLoginForm } from '../components/parent-login-form';
import { StaffLoginForm } from '../components/staff-login-form';

type LoginMode = 'staff' | 'parent';

const MODES: { label: string; value: LoginMode }[] = [
  { label: 'Student/Staff Login', value: 'staff' },
  { label: 'Parent Login', value: 'parent' },
];

export function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('staff');
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue learning with Sabora.">
      <SegmentedControl
        fullWidth
        data={MODES}
        value={mode}
        onChange={(value) => setMode(value === 'parent' ? 'parent' : 'staff')}
        aria-label="Login type"
      />
      {mode === 'staff' ? <StaffLoginForm /> : <ParentLoginForm />}
    </AuthLayout>
  );
}
