import { Avatar, type AvatarProps } from '@mantine/core';
import type { User } from '@sabora/contract';
import { fullName } from '../lib/format';

type UserAvatarProps = Omit<AvatarProps, 'src' | 'alt'> & {
  user: Pick<User, 'firstName' | 'lastName' | 'avatarUrl'>;
};

/** The user's profile picture, or their initials when they have none. */
export function UserAvatar({ user, ...props }: UserAvatarProps) {
  return (
    <Avatar src={user.avatarUrl} alt={fullName(user)} color="initials" name={fullName(user)} {...props} />
  );
}
