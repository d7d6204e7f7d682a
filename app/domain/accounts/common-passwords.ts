/**
 * The most common passwords in public breach corpora (lower-cased). Any of these is refused at
 * sign-up and password change even though it meets the 6-character minimum.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '111111', '000000', '123123', '654321',
  '666666', '121212', '112233', '123321', '159753', '987654321', '555555', '7777777', '888888', '222222',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass123', 'pass1234',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'azerty', 'asdfgh', 'asdfghjkl', 'zxcvbnm', '1q2w3e',
  '1q2w3e4r', '1qaz2wsx', 'qazwsx', 'abc123', 'abcdef', 'abcd1234', 'a123456', 'aa123456', 'iloveyou', 'letmein',
  'welcome', 'welcome1', 'admin', 'admin123', 'administrator', 'root', 'toor', 'login', 'master', 'monkey',
  'dragon', 'football', 'baseball', 'soccer', 'hockey', 'basketball', 'superman', 'batman', 'shadow', 'sunshine',
  'princess', 'starwars', 'whatever', 'trustno1', 'freedom', 'secret', 'hello123', 'hello1', 'charlie', 'michael',
  'jessica', 'jennifer', 'jordan23', 'ashley', 'daniel', 'thomas', 'hunter', 'hunter2', 'killer', 'ranger',
  'mustang', 'access', 'flower', 'cheese', 'computer', 'internet', 'google', 'changeme', 'default', 'safest',
  'safest123', 'safety', 'safety123', 'test123', 'testing', 'test1234', 'guest', 'summer', 'winter', 'spring',
])

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase())
}
