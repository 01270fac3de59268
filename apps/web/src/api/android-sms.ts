import { useQuery } from '@tanstack/react-query';
import { androidSmsEndpoints } from '@wizytownik/contracts';
import { call } from './client.ts';

/** The Android SMS configuration: the pairing code and the paired phones. */
export const ANDROID_SMS_KEY = ['android-sms'] as const;

export const useAndroidQrCode = () =>
  useQuery({
    queryKey: [...ANDROID_SMS_KEY, 'qr-code'],
    queryFn: () => call(androidSmsEndpoints.qrCode, {}),
  });

/** The paired phones; reloaded each minute so the last contact and the queue stay current. */
export const useAndroidSmsDevices = () =>
  useQuery({
    queryKey: [...ANDROID_SMS_KEY, 'devices'],
    queryFn: () => call(androidSmsEndpoints.devices, {}),
    refetchInterval: 60_000,
  });
