export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_POLICY_MESSAGE =
  'Hasło musi mieć co najmniej 8 znaków i zawierać małą literę, wielką literę oraz cyfrę.';

/** Minimum strength for a new password: length, lower and upper case letter, digit. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\d/.test(password)
  );
}
