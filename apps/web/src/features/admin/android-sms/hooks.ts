import { useMutation, useQueryClient } from '@tanstack/react-query';
import { androidSmsEndpoints } from '@wizytownik/contracts';
import { ANDROID_SMS_KEY } from '../../../api/android-sms.ts';
import { call } from '../../../api/client.ts';
import { useListMutation } from '../../../api/mutation.ts';

/** A new pairing code: the page shows it at once (the old one no longer works). */
export function useNewQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(androidSmsEndpoints.newQrCode, {}),
    onSuccess: (data) => queryClient.setQueryData([...ANDROID_SMS_KEY, 'qr-code'], data),
  });
}

export const useUnpairDevice = () => useListMutation(androidSmsEndpoints.unpair, ANDROID_SMS_KEY);
