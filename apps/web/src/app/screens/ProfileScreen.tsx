import { useParams } from 'react-router';
import { OwnProfile, PrivateProfile } from '../../features/profile/ProfilePage';
import { PublicProfilePage } from '../../features/profiles/PublicProfilePage';
import { ProfileReviews } from '../../features/reviews/ProfileReviews';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuthStore } from '../../stores/auth';

/**
 * /profile/{id}: one's own profile (the spec's tiles), else another fan's public profile, or the spec's "Private
 * Profile" notice when it is private, blocked or unknown. The reviews feature fills the public profile's reviews.
 * The server renders for nobody: the owner's own page follows once the browser has hydrated.
 */
export function ProfileScreen() {
  const { id = '' } = useParams();
  const user = useAuthStore((s) => s.user);
  const hydrated = useHydrated();
  if (hydrated && user && user.username.toLowerCase() === id.toLowerCase()) return <OwnProfile />;
  return (
    <PublicProfilePage
      privateNotice={<PrivateProfile path={`/profile/${id}`} />}
      reviews={(profile) => <ProfileReviews reviews={profile.reviews} />}
    />
  );
}
