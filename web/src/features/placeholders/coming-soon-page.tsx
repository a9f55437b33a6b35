import { homePathFor } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { useAuth } from '../../lib/session/auth-context';

/** The screens a later release builds, each a key of the `placeholders` catalogue. */
export type ComingSoonScreen = 'favourites';

/** A signed-in screen that a later release builds; links back to the user's home page. */
export function ComingSoonPage({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useTranslation('placeholders');
  const { user } = useAuth();
  const home = user ? homePathFor(user.role) : '/';
  return <ComingSoon title={t(`comingSoon.${screen}`)} backTo={home} backLabel={t('comingSoon.backHome')} />;
}
