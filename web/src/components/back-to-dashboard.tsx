import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Staff spec §2: Back to Dashboard buttons lead to /dashboard. */
export function BackToDashboard() {
  return (
    <Button component={Link} to="/dashboard" variant="default" leftSection={<IconArrowLeft size={16} />}>
      Back to Dashboard
    </Button>
  );
}
