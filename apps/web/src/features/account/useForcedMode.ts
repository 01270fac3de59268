import { useSearchParams } from 'react-router';

/** `?force=true`: the guard sent the user here and lets them go nowhere else until this is done. */
export function useForcedMode(): boolean {
  const [params] = useSearchParams();
  return params.get('force') === 'true';
}
