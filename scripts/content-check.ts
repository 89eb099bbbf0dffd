/**
 * `npm run content:check`: validates every file of content/ (front matter, authors, categories, tags,
 * related terms, word counts, internal links) and prints each problem as `content/file:line: message`.
 */
import { fileURLToPath } from 'node:url';
import { checkContent, formatProblem, repositoryRoots } from '@registre/content';

const content = await checkContent(repositoryRoots(fileURLToPath(new URL('..', import.meta.url))));
for (const problem of content.problems) console.error(formatProblem(problem));
const count = `${content.articles.length} articles, ${content.experts.length} authors`;
if (content.problems.length > 0) {
  console.error(`content:check: ${content.problems.length} problem(s) in ${count}`);
  process.exitCode = 1;
} else {
  console.log(`content:check: ${count}, no problem`);
}
