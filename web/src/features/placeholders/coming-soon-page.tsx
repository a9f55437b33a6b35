import { homePathFor } from '@sabora/contract';
import { ComingSoon } from '../../components/coming-soon';
import { useAuth } from '../../lib/session/auth-context';

/** A signed-in screen that a later release builds; links back to the user's home page. */
export function ComingSoonPage({ title }: { title: string }) {
  const { user } = useAuth();
  const home = user ? homePathFor(user.role) : '/';
  return <ComingSoon title={title} backTo={home} backLabel="Back to home" />;
}
