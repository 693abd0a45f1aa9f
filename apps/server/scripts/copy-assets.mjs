// Copies what the compiled server reads at run time (SQL migrations, seed assets) into dist/.
import { cpSync, existsSync } from 'node:fs';

const pairs = [
  ['src/db/migrations', 'dist/db/migrations'],
  ['src/db/seed/assets', 'dist/db/seed/assets'],
  ['src/modules/auth/common-passwords.txt', 'dist/modules/auth/common-passwords.txt'],
];
for (const [from, to] of pairs) if (existsSync(from)) cpSync(from, to, { recursive: true });
