import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

interface Crumb {
  label: string;
  /** Omitted for the page being read. */
  to?: string;
}

/** The library's breadcrumb (spec §2.10): Digital Library › subject › chapter. */
export function LibraryBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="md">
        <Anchor component={Link} to="/library">
          Digital Library
        </Anchor>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to}>
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
