/** Long enough to resist guessing, short enough that hashing stays bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong';

export function passwordProblem(password: string): PasswordProblem | undefined {
  if (!password) return 'required';
  if ([...password].length < PASSWORD_MIN_LENGTH || !password.trim()) return 'tooShort';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return undefined;
}
