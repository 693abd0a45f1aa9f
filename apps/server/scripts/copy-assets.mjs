// Copies what the compiled server reads at run time (SQL migrations, seed assets) into dist/.
import { cpSync, existsSync } from 'node:fs';

const pairs = [
  ['src/db/migrations', 'dist/db/migrations'],
  ['src/db/seed/assets', 'dist/db/seed/assets'],
  ['src/modules/auth/common-passwords.txt', 'dist/modules/auth/common-passwords.txt'],
  ['src/modules/invoicing/xsd', 'dist/modules/invoicing/xsd'],
];
for (const [from, to] of pairs) if (existsSync(from)) cpSync(from, to, { recursive: true });
