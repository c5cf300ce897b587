import { useEffect } from 'react';
import { personName } from '@/lib/names';
import { useSignedInUser } from '@/state/auth/endpoints';

/**
 * Tells the signed-in user's name once their record is in. Loaded only for a signed-in user: a guest's contact
 * page does not download the data layer for it.
 */
export default function AccountName({ onName }: { onName: (name: string) => void }) {
  const { data: me } = useSignedInUser();
  const name = me ? personName({ firstName: me.firstName, lastName: me.lastName }, '') : '';
  useEffect(() => {
    if (name) onName(name);
  }, [name, onName]);
  return null;
}
