import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/session/auth-context';

/**
 * /library leads back to /home-students. Parents, teachers and admins open it from
 * their dashboard, so theirs leads back there.
 */
export function LibraryBackLink() {
  const { t } = useTranslation('library');
  const { user } = useAuth();
  const student = user?.role === 'student';
  return (
    <Button
      component={Link}
      to={student ? '/home-students' : '/dashboard'}
      variant="default"
      leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}
    >
      {t(student ? 'home.backHome' : 'home.backDashboard')}
    </Button>
  );
}
