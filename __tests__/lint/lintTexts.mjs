// Lints source texts as if they were files of the project, with ESLint's Node API and the
// project's own eslint.config.mjs, in one process (one start of ESLint, TypeScript and the import
// resolver instead of one per text). stdin: [{ file, code }]; stdout: [[{ ruleId, message }]].
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const texts = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of texts) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(out));
