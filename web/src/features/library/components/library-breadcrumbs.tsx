import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/user-text';

interface Crumb {
  /** A subject's name or a chapter's heading: the school's text, isolated here. */
  label: string;
  /** Omitted for the page being read. */
  to?: string;
}

/** The library's breadcrumb: Digital Library › subject › chapter. */
export function LibraryBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('library');
  return (
    <nav aria-label={t('breadcrumb')}>
      <Breadcrumbs mb="md">
        <Anchor component={Link} to="/library">
          {t('home.title')}
        </Anchor>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to}>
              <UserText>{crumb.label}</UserText>
            </Anchor>
          ) : (
            <Text key={crumb.label} aria-current="page">
              <UserText>{crumb.label}</UserText>
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
