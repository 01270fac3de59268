export const PASSWORD_MIN_LENGTH = 8;

/**
 * Minimum strength for a new password: length, lower and upper case letter, digit. A weaker one has
 * the catalog's 'contract.passwordPolicy'.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\d/.test(password)
  );
}
