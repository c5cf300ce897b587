import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import { toast } from '@/components/toast';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { clearSession } from '@/lib/storage';
import type { AlertKey, UserProfile } from '@/state/auth/types';

export interface AccountSettingsDto {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  alertPreferences: Record<AlertKey, boolean>;
}

export const updateAccount = apiThunk('auth/updateAccount', async (dto: AccountSettingsDto) => {
  const { data } = await api.put<UserProfile>(EP.users.settings, dto, { errorToast: ERRORS.updateFailed });
  toast.success(SUCCESS.profileUpdated);
  return data;
});

/** Spec section 4: deleting the user clears storage and reloads to /. */
export const deleteAccount = apiThunk('auth/deleteAccount', async (_: void, { getState }) => {
  const id = getState().auth.id;
  if (id == null) throw new Error('Not signed in');
  await api.delete(EP.users.byId(id));
  clearSession();
  sessionStorage.clear();
  window.location.assign('/');
});

export const accountThunks = [updateAccount, deleteAccount];
